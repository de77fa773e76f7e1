import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {cspHashSource, evaluatesCode, extractInlineScripts} from '../inlineScripts';

describe('extractInlineScripts', () => {
  it('returns the text of scripts the browser runs, in order', () => {
    const html = [
      '<html><head><script>var a=1</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script data-rh=true type=application/ld+json>{"@type":"Blog"}</script>',
      '<script type="module">import("/x.js")</script>',
      "<SCRIPT type='text/javascript'>b()</SCRIPT >",
      '</head><body><script>\n  c();\n</script></body></html>',
    ].join('');
    expect(extractInlineScripts(html)).toEqual(['var a=1', 'import("/x.js")', 'b()', '\n  c();\n']);
  });

  it('does not mistake an attribute that merely contains "src" for a src attribute', () => {
    expect(extractInlineScripts('<script data-srcset=1>run()</script>')).toEqual(['run()']);
  });

  it('keeps an empty inline script: browsers hash the empty string too', () => {
    expect(extractInlineScripts('<script></script>')).toEqual(['']);
  });
});

describe('cspHashSource', () => {
  it('is the base64 SHA-256 of the exact UTF-8 text, quoted for a CSP', () => {
    const text = 'document.title = "café"';
    const digest = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(cspHashSource(text)).toBe(`'sha256-${digest}'`);
  });

  it('changes with a single whitespace change', () => {
    expect(cspHashSource('a()')).not.toBe(cspHashSource('a() '));
  });
});

describe('evaluatesCode', () => {
  it('finds the marker on an element', () => {
    expect(evaluatesCode('<div class="x" data-evaluates-code="true"><pre>')).toBe(true);
    expect(evaluatesCode('<div data-evaluates-code>')).toBe(true);
  });

  it('ignores the marker written as text in a page', () => {
    expect(evaluatesCode('<code>&lt;div data-evaluates-code&gt;</code>')).toBe(false);
    expect(evaluatesCode('<p>the data-evaluates-code attribute</p>')).toBe(false);
  });
});

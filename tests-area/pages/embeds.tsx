import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Details from '@theme/Details';
import Heading from '@theme/Heading';
import TestPage from '@site/src/components/TestPage';

const INLINE_DOCUMENT = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; margin: 0; padding: 1rem">
<p><strong>Inline document.</strong> This iframe has no address: its HTML is the <code>srcdoc</code> attribute.</p>
</body></html>`;

export default function EmbedsTest(): ReactNode {
  const framePage = useBaseUrl('/tests/embeds/frame.html');
  const logo = useBaseUrl('/img/logo.svg');

  return (
    <TestPage
      title="Embeds"
      description="Iframes, an object and a details block, all served by this site."
      exercises={
        <>
          embedded content in a React page: an iframe of a static HTML file (with its address built by{' '}
          <code>useBaseUrl</code>), an iframe with inline HTML, an SVG in an <code>object</code> element and the
          theme's <code>Details</code> component. Everything comes from this site: nothing loads from another host.
        </>
      }
      expected={
        <>
          a framed document titled "Embedded test document" whose button counts clicks, a framed paragraph
          starting "Inline document.", the site logo drawn by an <code>object</code>, and a closed "Show the
          answer" block that opens and closes with an animation.
        </>
      }>
      <Heading as="h2" id="iframe">An iframe of a static file</Heading>
      <p>
        Files in <code>static/</code> are served as they are. The frame's address goes through{' '}
        <code>useBaseUrl</code>, so it stays right if the site is deployed under a sub-path.
      </p>
      <iframe src={framePage} title="Embedded test document" width="100%" height="200" loading="lazy" />

      <Heading as="h2" id="srcdoc">An iframe with inline HTML</Heading>
      <iframe srcDoc={INLINE_DOCUMENT} title="Inline test document" width="100%" height="100" sandbox="" />

      <Heading as="h2" id="object">An SVG object</Heading>
      <object data={logo} type="image/svg+xml" width="96" height="96" aria-label="Site logo, embedded as an object">
        The site logo (your browser did not display the embedded SVG).
      </object>

      <Heading as="h2" id="details">A details block</Heading>
      <Details summary="Show the answer">
        <p>
          The theme's <code>Details</code> replaces the browser's own animation-less disclosure with a smooth
          one, and stays usable with the keyboard.
        </p>
      </Details>

      <Heading as="h2" id="third-party">Third-party embeds</Heading>
      <p>
        Video players, sandboxes and maps from other services load scripts, fonts and trackers from their own
        hosts. This site loads nothing from other hosts, so such embeds are replaced by plain links, for example
        to the <a href="https://github.com/facebook/docusaurus">Docusaurus repository</a>. A site that allows them
        would put the service's iframe here, with a <code>title</code> and <code>loading="lazy"</code>.
      </p>
    </TestPage>
  );
}

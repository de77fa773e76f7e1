import {useEffect, useState, type ReactNode} from 'react';

export type HeadCheck = {
  readonly label: string;
  /** CSS selector of the element to read, in the whole document. */
  readonly selector: string;
  /** Attribute to read; the element's text when absent. */
  readonly attribute?: string;
};

type Props = {readonly checks: readonly HeadCheck[]};

function readValue({selector, attribute}: HeadCheck): string | null {
  const element = document.querySelector(selector);
  if (!element) {
    return null;
  }
  return attribute ? element.getAttribute(attribute) : element.textContent;
}

/**
 * Shows what the live document holds for a few head tags and attributes, so a
 * head test can be checked without opening developer tools. The head manager
 * writes tags after rendering, so the table follows changes to the document.
 */
export default function HeadInspector({checks}: Props): ReactNode {
  const [values, setValues] = useState<readonly (string | null)[] | null>(null);

  useEffect(() => {
    const update = () => setValues(checks.map(readValue));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.head, {childList: true, subtree: true, attributes: true, characterData: true});
    observer.observe(document.documentElement, {attributes: true});
    observer.observe(document.body, {attributes: true});
    return () => observer.disconnect();
  }, [checks]);

  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Checked</th>
          <th scope="col">Element</th>
          <th scope="col">Value in the document</th>
        </tr>
      </thead>
      <tbody>
        {checks.map((check, index) => (
          <tr key={check.label}>
            <th scope="row">{check.label}</th>
            <td>
              <code>
                {check.selector}
                {check.attribute ? ` [${check.attribute}]` : ''}
              </code>
            </td>
            <td data-head-check={check.label}>
              {values === null ? 'waiting for the browser…' : (values[index] ?? '(not present)')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

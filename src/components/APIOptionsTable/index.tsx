import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {OptionRow, OptionsTable} from '@site/src/plugins/api-options/types';
import {parseInlineMarkdown} from '@site/src/utils/inlineMarkdown';
import styles from './styles.module.css';

type Props = {
  /** A generated table: `import table from '@generated/api-options/default/<id>.json'`. */
  readonly table: OptionsTable;
  /** Describes the table for assistive technology, and shows above it. */
  readonly caption: string;
  /**
   * Shows only these options and their nested options (`['navbar']` keeps
   * `navbar`, `navbar.title`, `navbar.logo.src`…), to split a long table
   * across the sections of a page.
   */
  readonly only?: readonly string[];
};

function isWithin(name: string, prefixes: readonly string[]): boolean {
  return prefixes.some(
    (prefix) => name === prefix || name.startsWith(`${prefix}.`) || name.startsWith(`${prefix}[`),
  );
}

function Description({text}: {readonly text: string}): ReactNode {
  return parseInlineMarkdown(text).map((token, index) => {
    switch (token.kind) {
      case 'code':
        return <code key={index}>{token.text}</code>;
      case 'link':
        return (
          <Link key={index} to={token.href}>
            {token.text}
          </Link>
        );
      default:
        return token.text;
    }
  });
}

/**
 * Long identifiers (`docCategoryGeneratedIndexComponent`, `@theme/DocItem`)
 * would otherwise break at an arbitrary letter in a narrow column: offer line
 * breaks at word boundaries of camelCase, after dots and after slashes.
 */
function Breakable({text}: {readonly text: string}): ReactNode {
  const parts = text.split(/(?<=[a-z])(?=[A-Z])|(?<=[./])/);
  // Text and <wbr> side by side, no element per part: reference pages have hundreds of these.
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function OptionRowView({row, anchorPrefix}: {readonly row: OptionRow; readonly anchorPrefix: string}): ReactNode {
  const id = `${anchorPrefix}${row.name}`;
  // Rows are link targets (`…/plugin-content-docs/#routeBasePath`): register
  // them so the build's broken-anchor check knows they exist.
  useBrokenLinks().collectAnchor(id);
  return (
    <tr id={id}>
      <td className={styles.name}>
        <code>
          <Breakable text={row.name} />
        </code>
        {row.required && <span className={styles.required}>required</span>}
      </td>
      <td className={styles.type}>
        <code>{row.type}</code>
      </td>
      <td className={styles.default}>
        {row.defaultValue === undefined ? (
          <span className={styles.none}>none</span>
        ) : (
          <code>
            <Breakable text={row.defaultValue} />
          </code>
        )}
      </td>
      <td>
        <Description text={row.description} />
      </td>
    </tr>
  );
}

/**
 * Reference table of a plugin's or theme's options. Names, types and
 * defaults come from the package's validation schema; descriptions are ours.
 */
export default function APIOptionsTable({table, caption, only}: Props): ReactNode {
  const rows = only ? table.rows.filter((row) => isWithin(row.name, only)) : table.rows;
  const removed = only ? table.removed.filter((name) => isWithin(name, only)) : table.removed;
  return (
    // The global class lets src/css/custom.css defer the table's layout with the code blocks'.
    <div className={`${styles.wrapper} options-table-wrapper`}>
      <table className={styles.table} data-options-table={table.id}>
        <caption className={styles.caption}>{caption}</caption>
        <colgroup>
          <col className={styles.nameColumn} />
          <col className={styles.typeColumn} />
          <col className={styles.defaultColumn} />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <OptionRowView key={row.name} row={row} anchorPrefix={table.anchorPrefix} />
          ))}
        </tbody>
      </table>
      {removed.length > 0 && (
        <p className={styles.removed}>
          Keys that validation rejects here:{' '}
          {removed.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </span>
          ))}
          .
        </p>
      )}
    </div>
  );
}

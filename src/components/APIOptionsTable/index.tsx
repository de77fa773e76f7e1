import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {OptionRow, OptionsTable} from '@site/src/plugins/api-options/types';
import {withWordBreaks} from '@site/src/components/WordBreaks';
import {identifierPieces} from '@site/src/utils/identifierBreaks';
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

/*
 * The rows below are built by plain functions rather than components: a
 * reference page has hundreds of rows, names and descriptions, and a
 * component each would add that many more nodes for React to walk while it
 * hydrates the page and runs its effects, with nothing to keep per row.
 */

function description(text: string): ReactNode {
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
function breakable(text: string): ReactNode {
  return withWordBreaks(identifierPieces(text));
}

function optionRow(row: OptionRow, id: string): ReactNode {
  return (
    <tr key={row.name} id={id}>
      <td className={styles.name}>
        <code>{breakable(row.name)}</code>
        {row.required && <span className={styles.required}>required</span>}
      </td>
      <td className={styles.type}>
        <code>{row.type}</code>
      </td>
      <td className={styles.default}>
        {row.defaultValue === undefined ? (
          <span className={styles.none}>none</span>
        ) : (
          <code>{breakable(row.defaultValue)}</code>
        )}
      </td>
      <td className={styles.description}>{description(row.description)}</td>
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
  const {collectAnchor} = useBrokenLinks();
  const rowIds = rows.map((row) => `${table.anchorPrefix}${row.name}`);
  // Rows are link targets (`…/plugin-content-docs/#routeBasePath`): register
  // them so the build's broken-anchor check knows they exist.
  for (const id of rowIds) collectAnchor(id);
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
          {rows.map((row, index) => optionRow(row, rowIds[index]!))}
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

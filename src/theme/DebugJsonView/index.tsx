/// <reference types="@docusaurus/plugin-debug" />
import {useState, type ReactNode, type SyntheticEvent} from 'react';
import type {Props} from '@theme/DebugJsonView';
import styles from './styles.module.css';

/** Lists this long or longer start folded, as in the debug plugin's own view. */
const FOLDED_LIST_LENGTH = 5;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * A value that is not a list or an object. Functions show as such and no
 * more: their names differ between the server bundle and the minified
 * browser one.
 */
function Scalar({value}: {value: unknown}): ReactNode {
  switch (typeof value) {
    case 'string':
      return <span className={styles.string}>{JSON.stringify(value)}</span>;
    case 'number':
    case 'bigint':
      return <span className={styles.number}>{String(value)}</span>;
    case 'boolean':
      return <span className={styles.boolean}>{String(value)}</span>;
    case 'undefined':
      return <span className={styles.empty}>undefined</span>;
    case 'function':
      return <span className={styles.empty}>function</span>;
    default:
      return <span className={styles.empty}>{value === null ? 'null' : String(value)}</span>;
  }
}

type EntryProps = {label?: string; value: unknown; depth: number; collapseDepth?: number};

/** A list or an object: its size always shown, its entries rendered only while unfolded. */
function Container({label, value, depth, collapseDepth}: EntryProps & {value: object}): ReactNode {
  const isList = Array.isArray(value);
  const entries: [string, unknown][] = isList ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  const [open, setOpen] = useState(
    isList ? entries.length < FOLDED_LIST_LENGTH : collapseDepth !== undefined && depth < collapseDepth,
  );
  const size = isList ? `[${plural(entries.length, 'item')}]` : `{${plural(entries.length, 'key')}}`;
  const name = label !== undefined && <span className={styles.key}>{label}: </span>;
  if (entries.length === 0) {
    return (
      <>
        {name}
        <span className={styles.size}>{size}</span>
      </>
    );
  }
  return (
    <details open={open} onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}>
      <summary>
        {name}
        <span className={styles.size}>{size}</span>
      </summary>
      {open && (
        <ul className={styles.entries}>
          {entries.map(([key, item]) => (
            <li key={key}>
              <Entry label={key} value={item} depth={depth + 1} collapseDepth={collapseDepth} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function Entry(props: EntryProps): ReactNode {
  const {label, value} = props;
  if (value !== null && typeof value === 'object') {
    return <Container {...props} value={value} />;
  }
  return (
    <>
      {label !== undefined && <span className={styles.key}>{label}: </span>}
      <Scalar value={value} />
    </>
  );
}

/**
 * The debug pages' data viewer, written for this site instead of the debug
 * plugin's (react-json-view-lite, in
 * node_modules/@docusaurus/plugin-debug/lib/theme/DebugJsonView/index.js).
 *
 * That view tells objects by `instanceof Object`, which fails on the server
 * for data made by the server bundle's entry. The framework evaluates the
 * entry in a separate JavaScript context (node_modules/@docusaurus/core/lib/ssg/ssg.js,
 * with the `eval` package) but loads the bundle's other chunks, this view's
 * among them, with Node's own `require` (lib/ssg/ssgNodeRequire.js): the global
 * data and the site config come from the first context, the view's `Object`
 * from the second. The server wrote `[object Object]` where the browser
 * showed a tree, and hydration failed with React error #418 on the
 * global-data page. It also showed a folded list as `[]` to anyone reading
 * the text, so the main blog's posts read as empty. Here a value's kind comes
 * from `typeof` and `Array.isArray`, which hold in any context, folded lists
 * and objects say how many entries they hold, and unfolding is the browser's
 * own `<details>`, usable from the keyboard.
 */
export default function DebugJsonView({src, collapseDepth}: Props): ReactNode {
  return (
    <div className={styles.view}>
      <Entry value={src} depth={0} collapseDepth={collapseDepth} />
    </div>
  );
}

import type {ReactNode} from 'react';
import {SHOWCASE_TAG_IDS, SHOWCASE_TAGS, type ShowcaseTagId} from '@site/src/data/showcase/tags';
import {
  DEFAULT_SHOWCASE_QUERY,
  MAX_NAME_LENGTH,
  toggleTag,
  type ShowcaseOperator,
  type ShowcaseQuery,
} from '@site/src/utils/showcaseFilters';
import styles from './styles.module.css';

export type ShowcaseQueryChange = (next: ShowcaseQuery, mode: 'push' | 'replace') => void;

type Props = {
  query: ShowcaseQuery;
  onChange: ShowcaseQueryChange;
  /** Number of sites carrying each tag, shown next to its label. */
  tagCounts: Readonly<Record<ShowcaseTagId, number>>;
};

const OPERATORS: {value: ShowcaseOperator; label: string; hint: string}[] = [
  {value: 'OR', label: 'OR', hint: 'any selected tag'},
  {value: 'AND', label: 'AND', hint: 'all selected tags'},
];

export default function ShowcaseFilters({query, onChange, tagCounts}: Props): ReactNode {
  const hasFilters = query.tags.length > 0 || query.name !== '' || query.operator !== 'OR';
  return (
    <div className={styles.filters}>
      <div className={styles.searchRow}>
        <label htmlFor="showcase-search" className={styles.searchLabel}>
          Search by name
        </label>
        <input
          id="showcase-search"
          type="search"
          className={styles.search}
          placeholder="e.g. React"
          maxLength={MAX_NAME_LENGTH}
          value={query.name}
          // Typing replaces the history entry: one entry per keystroke would make "Back" useless.
          onChange={(event) => onChange({...query, name: event.target.value}, 'replace')}
        />
        {hasFilters && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => onChange(DEFAULT_SHOWCASE_QUERY, 'push')}>
            Clear filters
          </button>
        )}
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Filter by tag</legend>
        <ul className={styles.tagList}>
          {SHOWCASE_TAG_IDS.map((tag) => {
            const id = `showcase-tag-${tag}`;
            return (
              <li key={tag}>
                <input
                  id={id}
                  type="checkbox"
                  className={styles.tagInput}
                  checked={query.tags.includes(tag)}
                  onChange={() => onChange(toggleTag(query, tag), 'push')}
                />
                <label htmlFor={id} className={styles.tagLabel} title={SHOWCASE_TAGS[tag].description}>
                  {SHOWCASE_TAGS[tag].label}
                  <span className={styles.tagCount}> ({tagCounts[tag]})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Combine selected tags with</legend>
        <div className={styles.operators}>
          {OPERATORS.map(({value, label, hint}) => (
            <label key={value} className={styles.operator}>
              <input
                type="radio"
                name="showcase-operator"
                value={value}
                className={styles.operatorInput}
                checked={query.operator === value}
                onChange={() => onChange({...query, operator: value}, 'push')}
              />
              <span className={styles.operatorLabel}>
                <strong>{label}</strong>: {hint}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

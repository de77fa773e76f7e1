import {cloneElement, useRef, type KeyboardEvent, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {sanitizeTabsChildren, useScrollPositionBlocker, useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import styles from './styles.module.css';

type TabsState = ReturnType<typeof useTabs>;

/**
 * The theme's tab group, with one difference: it is not created twice. The
 * theme's component gives its group a key that changes once the page is
 * hydrated, so React throws away every tab group of the page (with the code
 * blocks inside) and builds it again, in the render that follows hydration.
 * That remount worked around a hydration mismatch of older versions; the
 * tab state hook used here renders the default tab first, as the server did,
 * and switches to the stored or linked choice in a layout effect, so there is
 * nothing left to work around. Markup, classes and behaviour are the theme's:
 * a tab list (arrow keys move between tabs, Home and End to the ends, Enter
 * or Space selects), and panels hidden but present unless `lazy` is set.
 */
export default function Tabs(props: Props): ReactNode {
  const tabs = useTabs(props);
  const items = sanitizeTabsChildren(props.children);
  return (
    <div className={clsx('tabs-container', styles.tabs)}>
      <TabList {...tabs} block={props.block} className={props.className} />
      <TabPanels items={items} lazy={props.lazy} selectedValue={tabs.selectedValue} />
    </div>
  );
}

function TabList({
  selectedValue,
  selectValue,
  tabValues,
  block,
  className,
}: TabsState & {block?: boolean; className?: string}): ReactNode {
  const tabRefs = useRef<Array<HTMLLIElement | null>>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const select = (index: number) => {
    const tab = tabRefs.current[index];
    const {value} = tabValues[index]!;
    if (tab && value !== selectedValue) {
      // Synced groups above may change height: keep this tab where the reader sees it.
      blockElementScrollPositionUntilNextRender(tab);
      selectValue(value);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const last = tabValues.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      tabRefs.current[target]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(index);
    }
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}, index) => {
        const selected = value === selectedValue;
        return (
          <li
            key={value}
            role="tab"
            tabIndex={selected ? 0 : -1}
            aria-selected={selected}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            {...attributes}
            className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, {
              'tabs__item--active': selected,
            })}>
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}

function TabPanels({
  items,
  lazy,
  selectedValue,
}: {
  items: ReactElement<TabItemProps>[];
  lazy?: boolean;
  selectedValue: string;
}): ReactNode {
  if (lazy) {
    // Only the selected panel exists.
    const selected = items.find((item) => item.props.value === selectedValue);
    return selected ? cloneElement(selected, {className: clsx('margin-top--md', selected.props.className)}) : null;
  }
  return (
    <div className="margin-top--md">
      {items.map((item) => cloneElement(item, {key: item.props.value, hidden: item.props.value !== selectedValue}))}
    </div>
  );
}

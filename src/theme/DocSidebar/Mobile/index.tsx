import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

/** Whether following this item leaves the page, so the menu should close. */
function itemNavigates(item: PropSidebarItem): boolean {
  return item.type === 'link' || (item.type === 'category' && item.href !== undefined);
}

/**
 * The docs sidebar inside the phone menu, built when the menu first opens
 * (src/theme/Navbar/MobileSidebar/Layout).
 * Choosing a page closes the menu; opening or closing a category without a
 * page of its own keeps it open.
 */
function DocsMenu({sidebar, path}: Props): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        level={1}
        onItemClick={(item) => {
          if (itemNavigates(item)) {
            mobileSidebar.toggle();
          }
        }}
      />
    </ul>
  );
}

function DocSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={DocsMenu} props={props} />;
}

export default memo(DocSidebarMobile);

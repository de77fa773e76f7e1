import {memo, type ReactNode} from 'react';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';
import {BlogSidebarItemList, useVisibleBlogSidebarItems} from '@docusaurus/plugin-content-blog/client';
import type {BlogSidebarItem} from '@docusaurus/plugin-content-blog';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type {Props} from '@theme/BlogSidebar/Mobile';
import styles from './styles.module.css';

function MenuList({items}: {readonly items: BlogSidebarItem[]}): ReactNode {
  return (
    <BlogSidebarItemList
      items={items}
      ulClassName="menu__list"
      liClassName="menu__list-item"
      linkClassName="menu__link"
      linkActiveClassName="menu__link--active"
    />
  );
}

/** The post list of the phone menu, built when the menu first opens (src/theme/Navbar/MobileSidebar/Layout). */
function PostsMenu({sidebar}: Props): ReactNode {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return <BlogSidebarContent items={items} ListComponent={MenuList} yearGroupHeadingClassName={styles.yearGroupHeading} />;
}

function BlogSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={PostsMenu} props={props} />;
}

export default memo(BlogSidebarMobile);

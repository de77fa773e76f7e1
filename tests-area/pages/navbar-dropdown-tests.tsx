import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import NavbarItem from '@theme/NavbarItem';
import type {Props as DropdownNavbarItemProps} from '@theme/NavbarItem/DropdownNavbarItem';
import TestPage from '@site/src/components/TestPage';
import {testPages} from '@site/src/data/testAreas';

type DropdownItems = DropdownNavbarItemProps['items'];

const ITEMS: DropdownItems = [
  {label: 'This page (active item)', to: '/tests/pages/navbar-dropdown-tests/'},
  {label: 'Test docs: More test', type: 'doc', docId: 'more-test', docsPluginId: 'docs-tests'},
  {label: 'Test blog', to: '/tests/blog/'},
  {type: 'html', value: '<hr class="dropdown-separator">'},
  {label: 'Repository (external)', href: 'https://github.com/facebook/docusaurus'},
];

// Longer than most windows are tall: the menu must stay usable.
const MANY_ITEMS: DropdownItems = testPages.map(({title, path}) => ({label: title, to: path}));

export default function NavbarDropdownTests(): ReactNode {
  return (
    <TestPage
      title="Navbar dropdowns"
      description="Dropdown menus of the navbar, rendered on the page with the theme's own navbar item component."
      exercises={
        <>
          the theme's dropdown navbar item (<code>@theme/NavbarItem</code> with <code>type: 'dropdown'</code>),
          rendered here in a stand-in navbar so every case fits on one page: link, doc, HTML and external items,
          an item active on this page, a right-aligned menu, a long menu, and the mobile form.
        </>
      }
      expected={
        <>
          each dropdown opening when the pointer hovers its label, and also when its label has keyboard focus and
          you press Enter (Enter again closes it). A click or a focus elsewhere on the page closes an open menu.
          "This page (active item)" is highlighted in the first menu; the external item opens in a new tab. In the
          mobile form, a click on the label expands and collapses the list.
        </>
      }>
      <Heading as="h2" id="desktop">Desktop dropdowns</Heading>
      <nav className="navbar" aria-label="Dropdown tests">
        <div className="navbar__inner">
          <div className="navbar__items">
            <NavbarItem type="dropdown" label="Mixed items" items={ITEMS} />
            <NavbarItem type="dropdown" label="Long menu" items={MANY_ITEMS} />
          </div>
          <div className="navbar__items navbar__items--right">
            <NavbarItem type="dropdown" label="Right-aligned" position="right" items={ITEMS} />
          </div>
        </div>
      </nav>
      <p className="margin-top--md">
        The menus open downwards over the text below them; the right-aligned one lines up with the right edge of its
        label, so it does not overflow the window.
      </p>

      <Heading as="h2" id="mobile">Mobile form</Heading>
      <p>
        In the mobile navbar (below 996 px), the same item renders as a collapsible list in the side menu. Here it is
        forced with the <code>mobile</code> prop:
      </p>
      <ul className="menu__list">
        <NavbarItem type="dropdown" label="Mixed items (mobile)" items={ITEMS} mobile />
      </ul>

      <Heading as="h2" id="config">Configuration</Heading>
      <p>
        In <code>themeConfig.navbar.items</code>, the same menu is an item with <code>type: 'dropdown'</code>, a{' '}
        <code>label</code>, a <code>position</code> and an <code>items</code> list. The site's version dropdown is a
        special kind of dropdown whose items come from the docs versions.
      </p>
    </TestPage>
  );
}

import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import TestPage from '@site/src/components/TestPage';

const ROWS = ['Navbar', 'Navbar dropdown menus', 'Mobile side menu', 'Announcement bar', 'Table of contents', 'Code block buttons'];

/**
 * Elements with their own stacking: they must all slide under the fixed
 * navbar when the page scrolls, and under open navbar menus.
 */
export default function ZIndexTests(): ReactNode {
  return (
    <TestPage
      title="Stacking (z-index)"
      description="Sticky, positioned and overlapping elements, checked against the navbar and its menus."
      exercises={
        <>
          stacking order between page content and the theme's fixed elements. The blocks below create their own
          stacking: a sticky table header, a positioned card with a high <code>z-index</code>, a transformed
          element and a sticky box using the theme's <code>--ifm-z-index-fixed</code> level minus one.
        </>
      }
      expected={
        <>
          when you scroll, every block below passing under the navbar, never over it; an open navbar dropdown (the
          version menu, on hover) drawn above all of them; on a narrow window, the side menu covering everything.
          The sticky header of the table stays below the navbar while the table scrolls past.
        </>
      }>
      <Heading as="h2" id="sticky-table">A sticky table header</Heading>
      <div style={{maxHeight: '16rem', overflow: 'auto'}} tabIndex={0} role="region" aria-label="Scrollable table">
        <table style={{width: '100%'}}>
          <thead style={{position: 'sticky', top: 0, background: 'var(--ifm-background-surface-color)', zIndex: 1}}>
            <tr>
              <th scope="col">Theme element</th>
              <th scope="col">Should be drawn</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.concat(ROWS).map((row, index) => (
              <tr key={`${row}-${index}`}>
                <td>{row}</td>
                <td>{index < ROWS.length ? 'above page content' : 'above page content (second pass)'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Heading as="h2" id="high-z-index">A card with a high z-index</Heading>
      <div className="card padding--md" style={{position: 'relative', zIndex: 100}}>
        This card has <code>position: relative</code> and <code>z-index: 100</code>, below the navbar's level (the
        theme's <code>--ifm-z-index-fixed</code>, 200).
      </div>

      <Heading as="h2" id="transform">A transformed element</Heading>
      <div className="card padding--md" style={{transform: 'rotate(-1deg)', willChange: 'transform'}}>
        A <code>transform</code> creates a stacking context without any <code>z-index</code>: this card must still pass
        under the navbar.
      </div>

      <Heading as="h2" id="sticky-box">A sticky box just under the navbar level</Heading>
      <div style={{height: '40rem'}}>
        <div
          className="alert alert--info"
          style={{position: 'sticky', top: 'calc(var(--ifm-navbar-height) + 0.5rem)', zIndex: 'calc(var(--ifm-z-index-fixed) - 1)'}}>
          This box sticks just below the navbar while you scroll through this section. Its <code>z-index</code> is one
          less than the navbar's, so the navbar's menus still open over it.
        </div>
      </div>
      <p>End of the page.</p>
    </TestPage>
  );
}

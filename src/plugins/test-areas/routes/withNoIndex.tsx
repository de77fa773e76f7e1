import type {ComponentType, ReactNode} from 'react';
import NoIndexMeta from '@site/src/components/NoIndexMeta';

/**
 * Wraps a theme route component so its page carries the robots `noindex` tag.
 * The blog and pages plugins accept a component per route type, which lets the
 * test instances add the tag without swizzling the theme for the whole site.
 */
export function withNoIndex<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function NoIndexPage(props: Props): ReactNode {
    return (
      <>
        <NoIndexMeta />
        <Page {...props} />
      </>
    );
  }
  NoIndexPage.displayName = `NoIndex(${Page.displayName ?? Page.name})`;
  return NoIndexPage;
}

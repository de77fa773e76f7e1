import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocVersionBanner';
import {findStableVersion, versionTargetPath} from '@site/src/utils/docsVersions';
import {hasVersionBanner} from './hasVersionBanner';

/**
 * Our own banner for the `unreleased` and `unmaintained` docs versions
 * (index.tsx loads it on the pages of those versions only).
 *
 * The theme's banner points readers to the `lastVersion`, which on this site is
 * Canary itself: Canary pages would link to themselves and old versions would
 * send readers to unreleased docs. This one points to the stable release, on
 * the same page when it exists there. Configuration (`versions.*.banner`)
 * still decides which versions show a banner.
 */
export default function DocVersionBanner({className}: Props): ReactNode {
  const version = useDocsVersion();
  const {pluginId} = version;
  const versions = useVersions(pluginId);
  const {alternateDocVersions} = useActiveDocContext(pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);

  if (!hasVersionBanner(version.banner)) {
    return null;
  }
  const stable = findStableVersion(versions);
  const suggestStable = stable !== undefined && stable.name !== version.version;
  const stableHasThisPage = stable !== undefined && alternateDocVersions[stable.name] !== undefined;

  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert">
      <p className="margin-bottom--none">
        {version.banner === 'unreleased' ? (
          <>
            You are reading the <b>{version.label}</b> documentation: features merged on the main
            branch and not released yet.
          </>
        ) : (
          <>
            You are reading the documentation of Docusaurus <b>{version.label}</b>, a version that no
            longer receives fixes.
          </>
        )}
      </p>
      {suggestStable && (
        <p className="margin-top--md margin-bottom--none">
          For the current stable release, read{' '}
          <b>
            <Link
              to={versionTargetPath(stable, alternateDocVersions)}
              onClick={() => savePreferredVersionName(stable.name)}>
              {stableHasThisPage ? `this page in version ${stable.label}` : `the ${stable.label} documentation`}
            </Link>
          </b>
          .
        </p>
      )}
    </div>
  );
}

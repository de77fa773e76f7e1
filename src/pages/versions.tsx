import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {archivedVersions} from '@site/src/data/archivedVersions';
import {CURRENT_VERSION_NAME, findStableVersion, pastVersions} from '@site/src/utils/docsVersions';

const RELEASE_NOTES_BASE = '/changelog/';

function mainDocLink(version: GlobalVersion): string {
  return version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;
}

function VersionTable({children}: {children: ReactNode}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function VersionRow({version, notes}: {version: GlobalVersion; notes?: string}): ReactNode {
  return (
    <tr>
      <th scope="row">{version.label}</th>
      <td>
        <Link to={mainDocLink(version)}>Documentation</Link>
      </td>
      <td>{notes ? <Link to={notes}>Release notes</Link> : 'Unreleased changes'}</td>
    </tr>
  );
}

export default function Versions(): ReactNode {
  const versions = useVersions('default');
  const next = versions.find((version) => version.name === CURRENT_VERSION_NAME);
  const stable = findStableVersion(versions);
  const past = pastVersions(versions);

  return (
    <Layout title="Versions" description="Every version of the Docusaurus documentation, current and archived.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Docusaurus documentation versions</Heading>
        <p>
          Every release line keeps its own documentation. Pick the version your site depends on:
          run <code>npx docusaurus --version</code> in your project to find it.
        </p>

        {stable && (
          <section>
            <Heading as="h2" id="latest">Current stable version</Heading>
            <p>The latest release, recommended for every site.</p>
            <VersionTable>
              <VersionRow version={stable} notes={`${RELEASE_NOTES_BASE}${stable.name}/`} />
            </VersionTable>
          </section>
        )}

        {next && (
          <section>
            <Heading as="h2" id="next">Next version (Canary)</Heading>
            <p>
              Documentation of the main branch: features that are merged but not released yet.
              Canary builds are published to npm under the <code>canary</code> tag; see{' '}
              <Link to="/community/canary/">how to try them</Link>.
            </p>
            <VersionTable>
              <VersionRow version={next} />
            </VersionTable>
          </section>
        )}

        {past.length > 0 && (
          <section>
            <Heading as="h2" id="past">Past versions</Heading>
            <p>
              Documentation of older releases that this site still builds. They no longer get
              fixes: plan an upgrade with the <Link to="/changelog/">changelog</Link>.
            </p>
            <VersionTable>
              {past.map((version) => (
                <VersionRow
                  key={version.name}
                  version={version}
                  notes={`${RELEASE_NOTES_BASE}${version.name}/`}
                />
              ))}
            </VersionTable>
          </section>
        )}

        <section>
          <Heading as="h2" id="archived">Archived versions</Heading>
          <p>
            Pre-releases of Docusaurus 2 are no longer built here. Their documentation stays online
            as it was when they shipped.
          </p>
          <ul>
            {archivedVersions.map(({name, url}) => (
              <li key={name}>
                <Link href={url}>{name}</Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}

import {useEffect, useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import type {MDXProps} from 'mdx/types';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import MDXContent from '@theme/MDXContent';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import EvaluatesCode from '@site/src/components/EvaluatesCode';
import {playgroundExamples} from '@site/src/data/playgroundExamples';
import {highlighter} from '#code-highlighter';
import {describePlaygroundError, type PlaygroundError} from '@site/src/utils/mdxPlayground';
import styles from './styles.module.css';

/** Wait this long after the last keystroke before compiling. */
const COMPILE_DELAY_MS = 300;

/** What MDX in the playground may use without importing it. */
const providedComponents = {Admonition, CodeBlock, Details, TabItem, Tabs};

type Status = 'loading' | 'compiling' | 'ready' | 'error';

type Compiled = {Content: ComponentType<MDXProps>; revision: number};

function ErrorReport({title, error}: {title: string; error: PlaygroundError}): ReactNode {
  const where = error.line === null ? null : `Line ${error.line}${error.column === null ? '' : `, column ${error.column}`}`;
  return (
    <div role="alert" className={clsx('alert alert--danger', styles.error)} data-testid="playground-error">
      <p className={styles.errorTitle}>{title}</p>
      <pre className={styles.errorMessage}>
        {where && <span className={styles.errorWhere}>{where}: </span>}
        {error.message}
      </pre>
    </div>
  );
}

/**
 * Write MDX, see it rendered by the site's own theme. The compiler is loaded on
 * demand (about half a megabyte) and runs in the browser, so the playground
 * works offline and sends nothing anywhere. Running the compiled MDX is an
 * eval, which the page's policy allows because of the EvaluatesCode marker.
 */
export default function MdxPlayground(): ReactNode {
  const editorId = useId();
  const exampleId = useId();
  const [source, setSource] = useState(playgroundExamples[0]!.source);
  const [exampleChoice, setExampleChoice] = useState(playgroundExamples[0]!.id);
  const [compiled, setCompiled] = useState<Compiled | null>(null);
  const [compileError, setCompileError] = useState<PlaygroundError | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const revision = useRef(0);

  useEffect(() => {
    const current = (revision.current += 1);
    const timer = window.setTimeout(async () => {
      try {
        // The code highlighter comes with the compiler: previews show code highlighted, also offline later.
        const [{compileMdx}] = await Promise.all([import(/* webpackChunkName: "mdx-compiler" */ './compileMdx'), highlighter.load()]);
        const Content = await compileMdx(source);
        // A newer edit started compiling meanwhile: its result wins.
        if (current !== revision.current) {
          return;
        }
        setCompiled({Content, revision: current});
        setCompileError(null);
        setStatus('ready');
      } catch (error) {
        if (current !== revision.current) {
          return;
        }
        setCompileError(describePlaygroundError(error));
        setStatus('error');
      }
    }, COMPILE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [source]);

  const edit = (nextSource: string) => {
    setSource(nextSource);
    setStatus((previous) => (previous === 'loading' ? previous : 'compiling'));
  };

  const chooseExample = (id: string) => {
    setExampleChoice(id);
    const example = playgroundExamples.find((candidate) => candidate.id === id);
    if (example) {
      edit(example.source);
    }
  };

  const statusText: Record<Status, string> = {
    loading: 'Loading the MDX compiler…',
    compiling: 'Compiling…',
    ready: 'Preview up to date',
    error: 'Compile error: the preview shows the last version that compiled',
  };

  return (
    <EvaluatesCode>
      <div className={styles.playground} data-status={status}>
        <div className={styles.toolbar}>
          <label htmlFor={exampleId}>Start from an example</label>
          <select id={exampleId} value={exampleChoice} onChange={(event) => chooseExample(event.target.value)}>
            {playgroundExamples.map((example) => (
              <option key={example.id} value={example.id}>
                {example.label}
              </option>
            ))}
          </select>
          <span className={styles.status} role="status" data-testid="playground-status">
            {statusText[status]}
          </span>
        </div>
        <div className={styles.panes}>
          <div className={styles.editorPane}>
            <label htmlFor={editorId} className={styles.paneTitle}>
              MDX source
            </label>
            <textarea
              id={editorId}
              className={styles.editor}
              value={source}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              onChange={(event) => edit(event.target.value)}
            />
          </div>
          <div className={styles.previewPane}>
            <p className={styles.paneTitle} id={`${editorId}-preview`}>
              Preview
            </p>
            {compileError && <ErrorReport title="This MDX does not compile" error={compileError} />}
            <div
              className={clsx(styles.preview, compileError && styles.stale)}
              role="region"
              aria-labelledby={`${editorId}-preview`}
              data-testid="playground-preview">
              {compiled ? (
                <ErrorBoundary
                  key={compiled.revision}
                  fallback={({error}) => (
                    <ErrorReport title="This MDX compiles but fails to render" error={describePlaygroundError(error)} />
                  )}>
                  <MDXContent>
                    <compiled.Content components={providedComponents} />
                  </MDXContent>
                </ErrorBoundary>
              ) : (
                <p className={styles.placeholder}>{statusText.loading}</p>
              )}
            </div>
          </div>
        </div>
      </div>
    </EvaluatesCode>
  );
}

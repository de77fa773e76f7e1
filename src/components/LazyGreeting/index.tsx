import type {ReactNode} from 'react';

/**
 * A deliberately tiny component that the React test page loads with
 * `React.lazy`: the bundler puts it in a chunk of its own, fetched on demand.
 */
export default function LazyGreeting({name}: {readonly name: string}): ReactNode {
  return <p className="alert alert--success">Hello, {name}! This component arrived in its own chunk.</p>;
}

/** Why an example failed: the line of the page it points at, and the tool's message. */
export type Failure = {line: number; message: string};

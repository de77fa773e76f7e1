import {RetryError} from '../searchApi';
import type {ShardFile} from '../types';

/**
 * Fetches a file of the index, as JSON. Failures are RetryErrors: the modal
 * shows its error screen for them, and the next query fetches again. Index
 * requests go ahead of the route prefetches a page starts once interactive
 * (see searchStart.ts). Used where the engine runs: in the worker, so a
 * shard's body is read and parsed off the main thread, or inline.
 */
export async function fetchIndexFile(url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {priority: 'high'});
  } catch (error) {
    throw new RetryError(`Could not fetch ${url}`, {cause: error});
  }
  return checkIndexResponse(response, url);
}

/** The response, if it succeeded; also for a request someone else started (searchStart.ts). */
export function checkIndexResponse(response: Response, url: string): Response {
  if (!response.ok) {
    throw new RetryError(`Could not fetch ${response.url || url}: HTTP ${response.status}`);
  }
  return response;
}

export async function fetchShard(url: string): Promise<ShardFile> {
  const response = await fetchIndexFile(url);
  try {
    return (await response.json()) as ShardFile;
  } catch (error) {
    throw new RetryError(`Could not read ${url}`, {cause: error});
  }
}

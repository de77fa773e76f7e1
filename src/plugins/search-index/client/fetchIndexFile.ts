import {RetryError} from '../searchApi';

/**
 * Fetches a file of the index, as JSON. Failures are RetryErrors: the modal
 * shows its error screen for them, and the next query fetches again. Index
 * requests go ahead of the route prefetches a page starts once interactive
 * (see searchStart.ts): a reader waits for them.
 */
export async function fetchIndexFile(url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {priority: 'high'});
  } catch (error) {
    throw new RetryError(`Could not fetch ${url}`, {cause: error});
  }
  if (!response.ok) {
    throw new RetryError(`Could not fetch ${response.url || url}: HTTP ${response.status}`);
  }
  return response;
}

/** The loader the engine fetches the parts of the index with (groupIndex.ts). */
export async function loadIndexJson(url: string): Promise<unknown> {
  const response = await fetchIndexFile(url);
  try {
    return await response.json();
  } catch (error) {
    throw new RetryError(`Could not read ${url}`, {cause: error});
  }
}

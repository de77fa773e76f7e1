export type FeatureRequestsPluginOptions = {
  /** Hosted (Canny) board token; when set, the local data file is not shipped. */
  cannyBoardToken: string | null;
};

/**
 * The framework hands plugin options over untyped. A token is accepted only as
 * a non-blank string: anything else means "no hosted board", which is the safe
 * default because it loads nothing from another host.
 */
export function normalizeOptions(options: unknown): FeatureRequestsPluginOptions {
  const token =
    typeof options === 'object' && options !== null && 'cannyBoardToken' in options
      ? options.cannyBoardToken
      : undefined;
  return {cannyBoardToken: typeof token === 'string' && token.trim() !== '' ? token.trim() : null};
}

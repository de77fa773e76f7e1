/** The files the plugin writes at the root of the build, beside the pages' twins. */
export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

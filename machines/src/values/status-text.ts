// How a status the upstream writes is looked up and, when nobody named it, shown.

/**
 * A status reduced to what its spellings share, for looking it up: 'No Show', 'NoShow', 'NO_SHOW' and 'no-show' are
 * all 'noshow'. (A status with a round, 'Selected - Interview 2', is read before this by the map that knows it.)
 */
export function statusLookupKey(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/**
 * A status no label map names, made readable rather than shown as a code: words split at capitals, underscores and
 * hyphens, each capitalised ('NOT_SELECTED' → 'Not Selected', 'NoShow' → 'No Show', 'on-hold' → 'On Hold').
 */
export function readableStatus(status: string): string {
  return status
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Epoch seconds: the clock of every claim item (names, question buckets, setting values, connection claims). */
export const epochSeconds = () => Math.floor(Date.now() / 1000);

/** Longer than any write takes between its claim and its record (a Lambda's whole run). */
export const STALE_CLAIM_SECONDS = 5 * 60;

/** A claim this old is abandoned unless its record says otherwise: no write can still be completing. */
export const isStaleClaim = (claimedAt: number | undefined) => epochSeconds() - (claimedAt ?? 0) > STALE_CLAIM_SECONDS;

/**
 * What other players (video) share with the audio player: the 15 s listening reporter with its report
 * delivery (outbox for a user, direct for a visitor) and the play position of the history.
 */
export type { StreamingReport } from './listening-report.ts';
export { ListeningReporter, type ReporterDeps } from './listening-reporter.ts';
export { savePlayPosition, sendReport } from './player-writes.ts';

/** What other features may use of the jobs feature: the admin panel shows the failed jobs. */
export { FailedJobsSection } from './components/failed-jobs-section.tsx';

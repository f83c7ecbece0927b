// What other parts of the web app may use of the alerts: the top bar's bell.
export { AlertsBell } from './components/alerts-bell.tsx';

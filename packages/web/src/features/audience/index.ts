// What other features may use of the audience figures (issue 25, decision 0029).

export { useOptimizePlan } from './api/optimize-plan.ts';
export { usePlanAudience } from './api/plan-audience.ts';
export { AudienceFigures } from './components/audience-figures.tsx';
export {
  type AudiencePlan,
  AudiencePlanProvider,
  useAudiencePlan,
} from './components/audience-plan-context.tsx';
export { SiteAudienceFacts } from './components/site-audience-facts.tsx';
export { useFigureFormat } from './components/use-figure-format.ts';

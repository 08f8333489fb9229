import { createFileRoute } from '@tanstack/react-router';
import { StructurePage } from '../features/catalogue/components/structure-page.tsx';
import { ensureStructure } from '../features/catalogue/ensure-structure.ts';
import { HOME_STRUCTURE } from '../features/catalogue/structure.queries.ts';

export const Route = createFileRoute('/')({
  loader: ({ context }) => ensureStructure(context.queryClient, context, HOME_STRUCTURE),
  component: HomePage,
});

function HomePage() {
  return <StructurePage scope={Route.useRouteContext()} name={HOME_STRUCTURE} />;
}

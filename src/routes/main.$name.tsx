import { createFileRoute } from '@tanstack/react-router';
import { StructurePage } from '../features/catalogue/components/structure-page.tsx';
import { ensureStructure } from '../features/catalogue/ensure-structure.ts';
import { mainPageStructure } from '../features/catalogue/structure.queries.ts';

export const Route = createFileRoute('/main/$name')({
  loader: ({ context, params }) =>
    ensureStructure(context.queryClient, context, mainPageStructure(params.name)),
  component: MainPage,
});

function MainPage() {
  const { name } = Route.useParams();
  return <StructurePage scope={Route.useRouteContext()} name={mainPageStructure(name)} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { StructurePage } from '../features/catalogue/components/structure-page.tsx';
import { ensureStructure } from '../features/catalogue/ensure-structure.ts';
import { mainPageStructure } from '../features/catalogue/structure.queries.ts';

/** Catch-all /{name}: the same page as /main/{name} (shell §2). A locale code is never a name: the rewrite took it. */
export const Route = createFileRoute('/$name')({
  loader: ({ context, params }) =>
    ensureStructure(context.queryClient, context, mainPageStructure(params.name)),
  component: NamedPage,
});

function NamedPage() {
  const { name } = Route.useParams();
  return <StructurePage scope={Route.useRouteContext()} name={mainPageStructure(name)} />;
}

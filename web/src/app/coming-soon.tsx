import { PageHeader } from '../components/ui/page-header';

/** Placeholder for a screen whose issue has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <PageHeader title={title}>
      <span>Coming soon.</span>
    </PageHeader>
  );
}

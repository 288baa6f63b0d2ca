import { Alert, Card, Heading, SimpleGrid, Stack, Stat, Text, useBreakpointValue } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { counted, formatMoney, statusText } from '@/lib/marketplace-format';
import { useDashboard, type AdminFigure } from '../api/get-dashboard';
import { AdminPage } from '@/components/admin/admin-page';

const countOf = (figures: AdminFigure[], group: string, keys?: string[]) =>
  figures.filter((f) => f.group === group && (!keys || keys.includes(f.key))).reduce((n, f) => n + f.count, 0);

/** Money in one state, per currency ("$120.00 · £40.00"), or 0 when there is none. */
function moneyIn(figures: AdminFigure[], group: string, key: string): string {
  const rows = figures.filter((f) => f.group === group && f.key === key && f.currency);
  if (!rows.length) return '0';
  return rows.map((f) => formatMoney(f.amount ?? 0, f.currency!)).join(' · ');
}

/**
 * 'Open tickets' counts what the queue's Open filter lists (the queue filters by one status);
 * the tickets staff already work on are named beside it rather than folded into the number.
 */
function ticketsUnderWay(figures: AdminFigure[]): string | undefined {
  const parts = (['in_progress', 'waiting_on_user'] as const)
    .map((key) => ({ key, n: countOf(figures, 'support_tickets', [key]) }))
    .filter(({ n }) => n > 0)
    .map(({ key, n }) => `${n} ${statusText(key).toLowerCase()}`);
  return parts.length ? `Also ${parts.join(', ')}` : undefined;
}

function Figure({ label, value, help, to }: { label: string; value: string | number; help?: string; to?: string }) {
  return (
    <Card.Root size="sm" data-testid={`figure-${label}`}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{to ? <RouterLink to={to}>{label}</RouterLink> : label}</Stat.Label>
          <Stat.ValueText data-testid="figure-value">{value}</Stat.ValueText>
          {help && <Stat.HelpText>{help}</Stat.HelpText>}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One bar chart of a group's counts by state; an empty group says so instead of drawing nothing.
 * States read as words ('Picked up'). Where a chart is narrow (phones, and two charts a row on a
 * tablet) the bars lie flat with the states down the side, so every label stays whole.
 */
function StateChart({ title, figures, group }: { title: string; figures: AdminFigure[]; group: string }) {
  const flat = useBreakpointValue({ base: true, lg: false }) ?? true;
  const byKey = new Map<string, number>();
  for (const f of figures.filter((x) => x.group === group)) byKey.set(f.key, (byKey.get(f.key) ?? 0) + f.count);
  const data = [...byKey].map(([state, count]) => ({ state: statusText(state), count }));
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {data.length === 0 ? (
          <Text color="fg.muted">Nothing here yet.</Text>
        ) : (
          <div role="img" aria-label={`${title}: ${data.map((d) => `${d.state} ${d.count}`).join(', ')}`}>
            {flat ? (
              <ResponsiveContainer width="100%" height={Math.max(120, data.length * 36 + 32)}>
                <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, left: 0, bottom: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" allowDecimals={false} fontSize={12} />
                  <YAxis type="category" dataKey="state" width={132} fontSize={12} interval={0} />
                  <Tooltip />
                  <Bar dataKey="count" fill="#0d9488" radius={[0, 4, 4, 0]} barSize={20} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            ) : (
              <ResponsiveContainer width="100%" height={220}>
                <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="state" fontSize={12} interval={0} />
                  <YAxis allowDecimals={false} fontSize={12} />
                  <Tooltip />
                  <Bar dataKey="count" fill="#0d9488" radius={[4, 4, 0, 0]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            )}
          </div>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function AdminDashboardPage() {
  const q = useDashboard();
  return (
    <AdminPage
      action="dashboard.read"
      title="Admin Dashboard"
      summary="Live figures from every part of Oneway, refreshed every 15 seconds."
    >
      {q.isPending ? (
        <PageSpinner label="Loading figures..." />
      ) : q.isError ? (
        <QueryError title="Could not load the dashboard" error={q.error} />
      ) : (
        <Stack gap="5">
          {q.data.unavailable.length > 0 && (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Title>
                Some figures are missing right now: {q.data.unavailable.join(', ')} did not answer.
              </Alert.Title>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <Figure label="Users" value={countOf(q.data.figures, 'users')} to="/admin/users" />
            <Figure label="Banned users" value={countOf(q.data.figures, 'users', ['banned'])} />
            <Figure
              label="Trips waiting for review"
              value={countOf(q.data.figures, 'trips', ['pending_verification'])}
              to="/admin/trips"
            />
            <Figure
              label="Identity checks waiting"
              value={countOf(q.data.figures, 'identity_verifications', ['pending', 'submitted', 'requires_review'])}
            />
            <Figure
              label="Open tickets"
              value={countOf(q.data.figures, 'support_tickets', ['open'])}
              to="/admin/support?status=open"
              help={ticketsUnderWay(q.data.figures)}
            />
            <Figure
              label="Open claims"
              value={countOf(q.data.figures, 'claims', ['open', 'under_review', 'answered'])}
            />
            <Figure
              label="Withdrawals pending"
              value={countOf(q.data.figures, 'withdrawals', ['pending', 'processing'])}
            />
            <Figure label="Withdrawals failed" value={countOf(q.data.figures, 'withdrawals', ['failed'])} />
          </SimpleGrid>
          <Heading as="h2" size="lg">
            Escrow
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
            {(['held', 'released', 'refunded', 'frozen'] as const).map((state) => (
              <Figure
                key={state}
                label={`Escrow ${state}`}
                value={moneyIn(q.data.figures, 'escrow', state)}
                help={counted(countOf(q.data.figures, 'escrow', [state]), 'payment')}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <StateChart title="Users by status" figures={q.data.figures} group="users" />
            <StateChart title="Shipments by status" figures={q.data.figures} group="shipments" />
            <StateChart title="Trips by status" figures={q.data.figures} group="trips" />
            <StateChart title="Escrow payments by state" figures={q.data.figures} group="escrow" />
            <StateChart title="Support tickets by status" figures={q.data.figures} group="support_tickets" />
            <StateChart title="Claims by status" figures={q.data.figures} group="claims" />
          </SimpleGrid>
        </Stack>
      )}
    </AdminPage>
  );
}

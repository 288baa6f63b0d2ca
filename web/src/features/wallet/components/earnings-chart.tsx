import { Box, Text, useBreakpointValue } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@/lib/marketplace-format';
import type { EarningsSeries } from '../api/types';
import { dayLabel } from '../utils/wallet-labels';
import { evenWeekTicks, weeklyEarnings } from '../utils/weekly-earnings';

/**
 * Earnings per week over the whole window, quiet weeks included, so a single delivery reads as
 * one week among many rather than as the whole chart. The total is in the label for screen
 * readers; each bar's tooltip gives its week and amount.
 */
export function EarningsChart({ series, days }: { series: EarningsSeries; days: number }) {
  // Evenly spaced week labels: fewer on a phone, so none is skipped unevenly or crowded.
  const maxTicks = useBreakpointValue({ base: 4, md: 7 }) ?? 4;
  const total = series.points.reduce((sum, p) => sum + p.amount, 0);
  if (series.points.length === 0) return <Text color="fg.muted">No earnings in the last {days} days.</Text>;
  const weeks = weeklyEarnings(series.points, days);
  const money = (minor: number) => formatMoney(minor, series.currency);
  return (
    <Box>
      <Box
        role="img"
        aria-label={`Earnings over the last ${days} days: ${money(total)} in total`}
        data-testid="earnings-chart"
        h="200px"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={weeks} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {/* Padded at both ends so the first and last weeks' labels clear the money axis and the edge. */}
            <XAxis
              dataKey="start"
              fontSize={12}
              ticks={evenWeekTicks(weeks, maxTicks)}
              interval={0}
              tickFormatter={(start: string) => dayLabel(start)}
              padding={{ left: 12, right: 12 }}
            />
            <YAxis
              fontSize={12}
              width={64}
              allowDecimals={false}
              tickFormatter={(v: number) => money(v).replace(/\.00$/, '')}
            />
            <Tooltip
              formatter={(v) => [money(Number(v)), 'Earned']}
              labelFormatter={(start) => `Week of ${dayLabel(String(start))}`}
            />
            <Bar dataKey="amount" fill="#0d9488" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {money(total)} earned in the last {days} days
      </Text>
    </Box>
  );
}

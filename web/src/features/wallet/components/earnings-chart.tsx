import { Box, Text } from '@chakra-ui/react';
import { formatMoney } from '@/lib/marketplace-format';
import type { EarningsSeries } from '../api/types';
import { dayLabel } from '../utils/wallet-labels';

const WIDTH = 600;
const HEIGHT = 160;

/** Earnings per day as bars (one per day with earnings); the total is in the label for screen readers. */
export function EarningsChart({ series, days }: { series: EarningsSeries; days: number }) {
  const total = series.points.reduce((sum, p) => sum + p.amount, 0);
  if (series.points.length === 0) return <Text color="fg.muted">No earnings in the last {days} days.</Text>;
  const max = Math.max(...series.points.map((p) => p.amount), 1);
  const slot = WIDTH / series.points.length;
  const bar = Math.max(2, Math.min(24, slot * 0.7));
  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        width="100%"
        role="img"
        aria-label={`Earnings over the last ${days} days: ${formatMoney(total, series.currency)} in total`}
        data-testid="earnings-chart"
      >
        {series.points.map((p, i) => {
          const h = Math.max(1, Math.round((p.amount / max) * HEIGHT));
          return (
            <rect
              key={p.date}
              x={i * slot + (slot - bar) / 2}
              y={HEIGHT - h}
              width={bar}
              height={h}
              rx="2"
              fill="var(--chakra-colors-teal-500)"
            >
              <title>{`${dayLabel(p.date)}: ${formatMoney(p.amount, series.currency)}`}</title>
            </rect>
          );
        })}
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="currentColor" strokeOpacity="0.3" />
        <text x="0" y={HEIGHT + 16} fontSize="12" fill="currentColor">
          {dayLabel(series.points[0]!.date)}
        </text>
        <text x={WIDTH} y={HEIGHT + 16} fontSize="12" fill="currentColor" textAnchor="end">
          {dayLabel(series.points[series.points.length - 1]!.date)}
        </text>
      </svg>
      <Text fontSize="sm" color="fg.muted">
        {formatMoney(total, series.currency)} earned in the last {days} days
      </Text>
    </Box>
  );
}

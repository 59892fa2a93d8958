import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/**
 * One daily bar chart of the Analytics tab. Its own chunk (AnalyticsTab loads it lazily): recharts under
 * @mantine/charts is about 470 kB before compression, and only this tab draws charts, so the admin's other tabs
 * never download it (scripts/lazy-chunks.mjs checks that no other chunk imports it).
 */
export default function DailyBarChart({
  height,
  data,
  series,
  label,
  color,
}: {
  height: number;
  data: { day: string; [series: string]: number | string }[];
  series: string;
  label: string;
  color: string;
}) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="day"
      series={[{ name: series, label, color }]}
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
    />
  );
}

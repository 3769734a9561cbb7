// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { roundStep, SalesChartPlot } from './sales-chart-plot';

afterEach(cleanup);

describe('the sales chart', () => {
  it('steps its axis in round figures: 1, 2 or 5 × 10ⁿ at or above a quarter of the best day', () => {
    expect([0, 0.3, 1, 1.2, 3, 7, 12_500, 20_000, 20_001].map(roundStep)).toEqual([
      1, 0.5, 1, 2, 5, 10, 20_000, 20_000, 50_000,
    ]);
  });

  it('draws each day as a bar of its share of the axis, and says its day and amount', () => {
    const { container } = render(
      <SalesChartPlot
        points={[
          { label: '1 Nov', sales: 12_000 },
          { label: '2 Nov', sales: 0 },
          { label: '3 Nov', sales: 20_000 },
        ]}
      />,
    );
    const bars = [...container.querySelectorAll<HTMLElement>('li > div')];
    // The best day, 20,000, needs steps of 5,000: the axis ends at 20,000.
    expect(bars.map((bar) => bar.style.height)).toEqual(['60%', '0%', '100%']);
    expect(screen.getByText('3 Nov: ৳20,000.00')).toBeTruthy();
    expect(container.textContent).toContain('৳20000');
  });
});

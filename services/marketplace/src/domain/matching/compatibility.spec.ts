import { activeTrip, shipmentDetails, tripDetails } from '../../../test/support/marketplace-fixtures.js';
import { incompatibilities } from './compatibility.js';

describe('trip and shipment compatibility', () => {
  it('same city pair, window covering the trip, weight within space, constraints respected: compatible', () => {
    expect(incompatibilities(shipmentDetails(), activeTrip())).toEqual([]);
  });
  it('a different city pair is not compatible', () => {
    const trip = activeTrip({ details: tripDetails({ fromLocation: 'Manchester, United Kingdom' }) });
    expect(incompatibilities(shipmentDetails(), trip)).toContain('route_mismatch');
  });
  it('a trip departing before the earliest pickup is not compatible', () => {
    const trip = activeTrip({ details: tripDetails({ departureDate: '2026-11-24' }) });
    expect(incompatibilities(shipmentDetails(), trip)).toContain('window_mismatch');
  });
  it('a trip arriving after the latest delivery is not compatible', () => {
    const trip = activeTrip({ details: tripDetails({ departureDate: '2026-12-19', arrivalDate: '2026-12-21' }) });
    expect(incompatibilities(shipmentDetails(), trip)).toContain('window_mismatch');
  });
  it('departure on the earliest pickup day and arrival on the latest delivery day are compatible', () => {
    const trip = activeTrip({ details: tripDetails({ departureDate: '2026-11-25', arrivalDate: '2026-12-20' }) });
    expect(incompatibilities(shipmentDetails(), trip)).toEqual([]);
  });
  it('a shipment heavier than the remaining space is not compatible', () => {
    expect(incompatibilities(shipmentDetails({ weight: 2.5 }), activeTrip({ remainingKg: 2.499 }))).toEqual([
      'insufficient_space',
    ]);
    expect(incompatibilities(shipmentDetails({ weight: 2.5 }), activeTrip({ remainingKg: 2.5 }))).toEqual([]);
  });
  it('a shipment over the trip weight limit is not compatible', () => {
    const trip = activeTrip({ details: tripDetails({ packageConstraints: { weightLimitKg: 2 } }) });
    expect(incompatibilities(shipmentDetails(), trip)).toEqual(['over_weight_limit']);
  });
  it('contents the trip refuses are not compatible', () => {
    const trip = activeTrip({ details: tripDetails({ packageConstraints: { liquids: false, food: false } }) });
    expect(incompatibilities(shipmentDetails({ contentTypes: ['liquids', 'fragile'] }), trip)).toEqual([
      'liquids_not_accepted',
    ]);
  });
  it('a declared value over the trip value limit is not compatible', () => {
    const trip = activeTrip({
      details: tripDetails({ packageConstraints: { valueLimit: 3999, valueLimitCurrency: 'GBP' } }),
    });
    expect(incompatibilities(shipmentDetails(), trip)).toEqual(['over_value_limit']);
  });
  it('a value limit in another currency cannot be checked, so it is not compatible', () => {
    const trip = activeTrip({
      details: tripDetails({ packageConstraints: { valueLimit: 1_000_000, valueLimitCurrency: 'USD' } }),
    });
    expect(incompatibilities(shipmentDetails(), trip)).toEqual(['value_limit_currency_differs']);
  });
});

/** Items no one may send with Oneway (airline dangerous-goods rules, customs law, our policy). */
export const PROHIBITED_ITEMS: readonly { item: string; examples: string }[] = [
  {
    item: 'Illegal drugs and controlled substances',
    examples: 'narcotics, cannabis products, unprescribed controlled medicines',
  },
  {
    item: 'Weapons and parts of weapons',
    examples: 'firearms, ammunition, replicas, knives other than cutlery, pepper spray, tasers',
  },
  { item: 'Explosives and fireworks', examples: 'flares, sparklers, party poppers, gunpowder' },
  { item: 'Flammable liquids and gases', examples: 'lighter fluid, fuel, aerosol paint, camping gas, matches' },
  { item: 'Corrosive, toxic or radioactive materials', examples: 'acids, bleach, pesticides, mercury' },
  {
    item: 'Loose lithium batteries and power banks',
    examples: 'spare batteries are allowed only in the traveler’s own cabin bag, never inside a package',
  },
  {
    item: 'Cash, negotiable instruments and precious metals',
    examples: 'banknotes, bearer bonds, gold bars, loose gemstones',
  },
  { item: 'Counterfeit or pirated goods', examples: 'fake branded clothing, copied media' },
  {
    item: 'Protected wildlife and products made from them',
    examples: 'ivory, certain furs, corals and plants listed under CITES',
  },
  {
    item: 'Perishable or unpackaged food, meat and dairy',
    examples: 'fresh meat, fish, eggs, unsealed home-made food',
  },
  { item: 'Live animals, human remains and biological samples', examples: 'pets, insects, ashes, medical specimens' },
  {
    item: 'Prescription medicines not in the recipient’s name',
    examples: 'medicine without its prescription and original packaging',
  },
  {
    item: 'Anything sealed so the traveler cannot inspect it',
    examples: 'shrink-wrapped boxes the sender refuses to open',
  },
];

/** Allowed only when the traveler has agreed to it in their trip's package limits. */
export const RESTRICTED_ITEMS: readonly string[] = [
  'Fragile items (glass, ceramics), packed with padding',
  'Electronics with built-in batteries (phones, laptops), switched off',
  'Liquids and cosmetics in sealed, leak-proof containers within airline limits',
  'Sealed, shop-bought food in its original packaging',
];

/** A transit declaration with `items` goods items, shaped like the shared T1 sample. */
export const transitDeclaration = (items: number, descriptionLength = 40) => ({
  declaration_type: 'T1',
  security_code: 0,
  parties: {
    consignor: {
      eori: 'BE0403000158',
      name: 'Scheldt Forwarding NV',
      street_and_number: 'Noorderlaan 147',
      postcode: '2030',
      city: 'Antwerpen',
      country: 'BE',
    },
    consignee: {
      eori: 'DE812345678901234',
      name: 'Rhein Logistik GmbH',
      street_and_number: 'Hafenstr. 9',
      postcode: '47119',
      city: 'Duisburg',
      country: 'DE',
    },
  },
  customs_offices: { departure: 'BE101000', destination: 'DE004851' },
  transport: {
    departure_means_id: '1-XYZ-987',
    departure_means_nationality: 'BE',
    mode_at_border: 3,
    route: ['BE', 'NL', 'DE'],
  },
  guarantees: [
    {
      sequence_number: 1,
      type: '1',
      grn: '25BE0000000394345',
      access_code: '7Q2K',
      amount: 25000,
      currency: 'EUR',
    },
  ],
  goods_items: Array.from({ length: items }, (_, index) => ({
    sequence_number: index + 1,
    description: `Hexagon bolts, steel, zinc plated, lot ${index + 1} `
      .padEnd(descriptionLength, 'x')
      .slice(0, Math.min(descriptionLength, 512)),
    commodity_code: '73181558',
    gross_mass: 140.5,
    net_mass: 135.25,
    packages: [{ type: 'PX', quantity: 4, shipping_marks: `FL-MI ${index + 1}` }],
    containers: [{ container_number: 'MSKU7654321', seals: ['BE-448811'] }],
    previous_documents: [{ sequence_number: 1, type: 'N337', reference: '26BE000000000TDP7' }],
  })),
});

/** The largest declaration of that shape whose JSON stays under `bytes`. */
export const declarationNear = (bytes: number) => {
  const perItem = JSON.stringify(transitDeclaration(1, 512).goods_items[0]).length + 1;
  let declaration = transitDeclaration(Math.min(9_999, Math.floor(bytes / perItem)), 512);
  while (JSON.stringify(declaration).length > bytes)
    declaration = transitDeclaration(declaration.goods_items.length - 1, 512);
  return declaration;
};

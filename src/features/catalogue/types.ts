// Shapes the catalogue's UI renders; browser-safe.

/** A suggested service; prices in cents like Service. */
export type TemplateService = {
  serviceName: string;
  description: string | null;
  priceFromCents: number | null;
  priceToCents: number | null;
  durationMinutes: number | null;
};

/** What the create-business form is offered for a subcategory. */
export type BusinessTemplateOffer = {
  categoryId: string;
  description: string;
  services: TemplateService[];
  tags: Array<{ id: string; name: string; slug: string }>;
};

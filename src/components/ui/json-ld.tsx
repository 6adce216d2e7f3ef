// Structured data (schema.org JSON-LD) as a <script> element. "<" is escaped so no text in the data
// (such as "</script>") can end the element.
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

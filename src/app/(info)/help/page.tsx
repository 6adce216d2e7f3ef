import type { Metadata } from "next";
import Link from "next/link";
import { InfoPage, InfoSection } from "../_components/info-page";
import { HELP_TOPICS } from "./faq";

export const metadata: Metadata = { title: "Help Center | LocalHub" };

export default function HelpPage() {
  return (
    <InfoPage title="Help Center" intro="Answers to the questions visitors, members and business owners ask us most.">
      {HELP_TOPICS.map((topic) => (
        <InfoSection key={topic.title} title={topic.title}>
          <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {topic.questions.map(([question, answer]) => (
              <details key={question} className="group p-4">
                <summary className="cursor-pointer font-medium text-slate-900 marker:text-brand-600">
                  {question}
                </summary>
                <p className="mt-2">{answer}</p>
              </details>
            ))}
          </div>
        </InfoSection>
      ))}
      <InfoSection title="Still need help?">
        <p>
          <Link href="/contact">Contact us</Link> and we will get back to you within one business day.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

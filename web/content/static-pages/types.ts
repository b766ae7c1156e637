/** The shape of the static pages in one language, and what they are written from. */
import type { Tier } from '@core/plans';
import type { ContentSection } from '../types';

export interface LegalDocument {
  title: string;
  intro: string;
  /** YYYY-MM-DD; the page prints it as the reader's calendar does. */
  lastUpdated: string;
  sections: ContentSection[];
}

export interface AboutFeature {
  title: string;
  text: string;
}

export interface AboutPage {
  title: string;
  intro: string;
  features: AboutFeature[];
  /** How the sky is computed and which open data Stella builds on, with the required credits. */
  dataSources: ContentSection;
  /** Mission and approach, rendered after the data sources. */
  sections: ContentSection[];
  support: { heading: string; text: string };
}

export interface StaticPages {
  terms: LegalDocument;
  privacy: LegalDocument;
  refund: LegalDocument;
  about: AboutPage;
}

/**
 * The facts the pages state, from their one source each (core/plans.ts, the marketing
 * module), with prices formatted and plan contents listed in the reader's language.
 */
export interface StaticPagesContext {
  /** The plan names: brand names, the same in every language. */
  explorer: string;
  oracle: string;
  master: string;
  /** "$9.99/month" as the reader's language writes a monthly price. */
  oraclePrice: string;
  masterPrice: string;
  /**
   * What a plan includes, one capability per item, each starting with a capital ("Daily
   * horoscopes for all 12 signs"); the writer joins them into its sentence.
   */
  planItems: (tier: Tier) => readonly string[];
  supportEmail: string;
  privacyEmail: string;
  refundEmail: string;
  trialDays: number;
  refundWindowDays: number;
  /** Ask Stella: Oracle's conversations a day, Master's fair-use ceiling, a thread's messages. */
  oracleDailyConversations: number;
  masterFairUseConversations: number;
  threadMessages: number;
  /** Support replies on business days within this many hours; privacy requests within these days. */
  supportReplyHours: number;
  privacyReplyDays: number;
}

export type StaticPagesWriter = (context: StaticPagesContext) => StaticPages;

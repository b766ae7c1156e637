import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { type NumerologyContext, STELLA_THREAD_MESSAGES } from '@schema/stella';
import { toast } from '@web/components/toast-store';
import { useT, useTag } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { useUpgradeModal } from '@web/features/payments';
import { ChartCard, InsightCard, NumerologyCard, takeNumerologyContext } from './cards';
import { ChatMessage, type ChosenReceipt } from './chat-message';
import { Composer } from './composer';
import { ConversationList } from './conversations';
import { type StellaMessageId, stellaMessages } from './messages';
import {
  CONVERSATIONS_KEY,
  deleteConversation,
  fetchConversation,
  useConversations,
  useStellaUsage,
} from './stella-api';
import { UsageBadge, resetTime } from './usage-badge';
import { type AskFailure, useChat } from './use-chat';
import './ask-stella.css';

const SAMPLES: readonly StellaMessageId[] = [
  'stella.samples.love',
  'stella.samples.career',
  'stella.samples.month',
  'stella.samples.moon',
  'stella.samples.rising',
];

/**
 * /ask-stella (001 §2 "AI coach"; issue 20 §7): the chat with Stella for Oracle and Master,
 * with the day's allowance, sample questions, the reader's wheel (each answer's receipts
 * highlight it), today's insight, the numerology card and the saved conversations. Visitors
 * are asked to sign in and free members to upgrade.
 */
export function AskStellaPage() {
  const t = useT(stellaMessages);
  const tag = useTag();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { status, isPro } = useAuth();
  const signedIn = status === 'authenticated';
  const upgrade = useUpgradeModal('ai_coach');
  const usage = useStellaUsage(isPro);
  const conversations = useConversations(isPro);
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<ChosenReceipt | null>(null);
  const [numerology, setNumerology] = useState<NumerologyContext | null>(() => takeNumerologyContext());
  const lastQuestion = useRef('');

  const onFailure = useCallback(
    (failure: AskFailure) => {
      const restore = () => setInput((current) => current || lastQuestion.current);
      switch (failure.kind) {
        case 'limit':
          restore();
          toast({
            title: t('stella.toast.limitTitle'),
            description: t('stella.toast.limitMessage'),
            variant: 'destructive',
          });
          return;
        case 'full':
          restore();
          chatRef.current?.setFull(true);
          toast({ title: t('stella.toast.fullTitle'), description: t('stella.toast.fullMessage') });
          return;
        case 'premium':
          restore();
          upgradeRef.current('ai_coach');
          toast({ title: t('stella.toast.premiumTitle'), description: t('stella.toast.premiumMessage') });
          return;
        case 'signedOut':
          restore();
          return;
        case 'message':
          restore();
          toast({ title: t('stella.toast.messageTitle'), description: failure.message, variant: 'destructive' });
          return;
        case 'empty':
          toast({ title: t('stella.toast.emptyTitle'), variant: 'destructive' });
          return;
        default:
          restore();
          toast({
            title: t('stella.toast.failedTitle'),
            description: t('stella.toast.failedMessage'),
            variant: 'destructive',
          });
      }
    },
    [t],
  );
  const chat = useChat({ onFailure });
  const chatRef = useRef(chat);
  chatRef.current = chat;
  const upgradeRef = useRef(upgrade.show);
  upgradeRef.current = upgrade.show;

  const limitReached =
    !!usage.data && !usage.data.unlimited && (usage.data.remaining ?? 0) <= 0 && chat.conversationId === null;
  const canAsk = isPro && !limitReached && !chat.full;

  const ask = (text: string, context: NumerologyContext | null = null) => {
    const question = text.trim();
    if (!question) return;
    if (!signedIn) {
      navigate(`${paths.signIn}?returnTo=${encodeURIComponent(paths.askStella)}`);
      return;
    }
    if (!isPro) {
      upgrade.show('ai_coach');
      toast({ title: t('stella.toast.premiumTitle'), description: t('stella.toast.premiumMessage') });
      return;
    }
    if (chat.busy || !canAsk) return;
    lastQuestion.current = question;
    setInput('');
    void chat.send(question, context);
  };

  // The log follows the answer while the reader is at its end.
  const log = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  useLayoutEffect(() => {
    const box = log.current;
    if (box && atEnd.current) box.scrollTop = box.scrollHeight;
  });

  const highlight = useMemo(() => (chosen ? { points: chosen.points, houses: chosen.houses } : undefined), [chosen]);
  const choose = useCallback((receipt: ChosenReceipt | null) => {
    setChosen(receipt);
    if (!receipt) return;
    // On a phone the wheel is below the chat: bring it into view when it is out of sight.
    const wheel = document.querySelector('.stella-wheel');
    if (wheel) {
      const box = wheel.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) wheel.scrollIntoView({ block: 'nearest' });
    }
  }, []);
  const choice = useMemo(() => ({ chosen: chosen?.key ?? null, choose }), [chosen, choose]);

  useEffect(() => {
    if (chat.entries.length === 0) setChosen(null);
  }, [chat.entries.length]);

  const openConversation = async (id: string) => {
    if (id === chat.conversationId) return;
    try {
      chat.open(await fetchConversation(id));
      setChosen(null);
      atEnd.current = true;
    } catch {
      toast({ title: t('stella.toast.openFailed'), variant: 'destructive' });
    }
  };
  const newConversation = () => {
    chat.reset();
    setChosen(null);
    document.getElementById('stella-question')?.focus();
  };
  const removeConversation = async (id: string) => {
    try {
      await deleteConversation(id);
      if (id === chat.conversationId) chat.reset();
      await mutate(CONVERSATIONS_KEY);
    } catch {
      toast({ title: t('stella.toast.deleteFailed'), variant: 'destructive' });
    }
  };

  const samples = [...SAMPLES, ...(numerology ? (['stella.samples.numbers'] as const) : [])];

  return (
    <main className="container stella-page">
      <title>{t('stella.page.title')}</title>
      <header className="stella-page__header">
        <div className="stella-page__title">
          <h1>{t('stella.page.heading')}</h1>
          {isPro ? (
            <div aria-live="polite" className="stella-page__usage">
              <UsageBadge usage={usage.data} />
            </div>
          ) : null}
        </div>
        <p className="stella-muted stella-page__intro">{t('stella.page.intro')}</p>
      </header>

      {status !== 'loading' && !isPro ? (
        <section className="card stella-gate" aria-labelledby="stella-gate-title">
          <h2 id="stella-gate-title">{signedIn ? t('stella.gate.upgradeTitle') : t('stella.gate.signInTitle')}</h2>
          <p>{t('stella.gate.upgradePitch')}</p>
          <Link
            to={signedIn ? paths.premium : `${paths.signIn}?returnTo=${encodeURIComponent(paths.askStella)}`}
            className="btn btn--gold"
          >
            {signedIn ? t('stella.gate.upgrade') : t('stella.gate.signIn')}
          </Link>
        </section>
      ) : null}

      <div className={isPro ? 'stella-layout' : 'stella-layout stella-layout--single'}>
        <div className="stella-main">
          {signedIn ? (
            <section
              className={isPro ? 'card stella-chat' : 'card stella-chat stella-chat--compact'}
              aria-labelledby="stella-chat-title"
            >
              <div className="stella-card__head">
                <h2 id="stella-chat-title">{t('stella.chat.label')}</h2>
                {isPro && chat.entries.length > 0 ? (
                  <button type="button" className="btn btn--ghost btn--sm" onClick={newConversation}>
                    {t('stella.conversations.new')}
                  </button>
                ) : null}
              </div>
              <div
                ref={log}
                className="stella-chat__log"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so it takes focus for the keyboard
                tabIndex={0}
                role="region"
                aria-label={t('stella.chat.label')}
                onScroll={(e) => {
                  const box = e.currentTarget;
                  atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
                }}
              >
                {chat.entries.length === 0 ? <p className="stella-chat__empty">{t('stella.chat.empty')}</p> : null}
                {chat.entries.map((entry) => (
                  <ChatMessage key={entry.key} entry={entry} choice={choice} />
                ))}
              </div>
              {chat.full ? (
                <div className="stella-chat__notice" role="status">
                  <p>{t('stella.chat.full', { count: STELLA_THREAD_MESSAGES })}</p>
                  <button type="button" className="btn btn--primary btn--sm" onClick={newConversation}>
                    {t('stella.conversations.new')}
                  </button>
                </div>
              ) : null}
              {limitReached && usage.data ? (
                <p className="stella-chat__notice" role="status">
                  {t('stella.chat.limit', { time: resetTime(usage.data, tag) })}
                </p>
              ) : null}
              <Composer
                value={input}
                onChange={setInput}
                onSend={() => ask(input)}
                onStop={chat.stop}
                streaming={chat.busy}
                disabled={isPro && !canAsk}
              />
            </section>
          ) : null}

          <section className="stella-samples" aria-labelledby="stella-samples-title">
            <h2 id="stella-samples-title" className="stella-samples__title">
              {t('stella.samples.title')}
            </h2>
            <ul className="stella-samples__list">
              {samples.map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    className="stella-sample"
                    disabled={chat.busy || (isPro && !canAsk)}
                    onClick={() => ask(t(id), id === 'stella.samples.numbers' ? numerology : null)}
                  >
                    {t(id)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>

        {isPro ? (
          <aside className="stella-side">
            <ChartCard enabled={isPro} highlight={highlight} highlightLabel={chosen?.label ?? null} />
            <ConversationList
              conversations={conversations.data}
              error={!!conversations.error}
              current={chat.conversationId}
              onOpen={openConversation}
              onNew={newConversation}
              onDelete={removeConversation}
            />
            <InsightCard enabled={isPro} />
            <NumerologyCard
              context={numerology}
              onContext={setNumerology}
              disabled={chat.busy || !canAsk}
              onAsk={(context) => ask(t('stella.numerology.question'), context)}
            />
          </aside>
        ) : null}
      </div>
      {upgrade.modal}
    </main>
  );
}

export default AskStellaPage;

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { NumerologyContext } from '@schema/stella';
import { toast } from '@web/components/toast-store';
import { useT } from '@web/lib/i18n';
import { scrollIntoSight } from '@web/lib/scroll-into-sight';
import { useAuth } from '@web/features/auth';
import { useUpgradeModal } from '@web/features/payments';
import { takeNumerologyContext } from './cards';
import { ChatPanel } from './chat-panel';
import type { ChosenReceipt } from './chat-message';
import { type FailureToast, failureToast } from './failure-toast';
import { stellaMessages } from './messages';
import { SampleQuestions } from './sample-questions';
import {
  CONVERSATIONS_KEY,
  deleteConversation,
  fetchConversation,
  useConversations,
  useStellaUsage,
} from './stella-api';
import { SIGN_IN_TO_ASK, StellaGate } from './stella-gate';
import { StellaSidebar } from './stella-sidebar';
import { UsageBadge } from './usage-badge';
import { useChat } from './use-chat';
import { useFollowLog } from './use-follow-log';
import './ask-stella.css';

/**
 * /ask-stella: the chat with Stella for Oracle and Master, with the day's allowance, sample
 * questions, the reader's wheel (each answer's receipts highlight it), today's insight, the
 * numerology card and the saved conversations. Visitors are asked to sign in and free members
 * to upgrade.
 */
export function AskStellaPage() {
  const t = useT(stellaMessages);
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
  const log = useFollowLog();
  const wheelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const tell = (message: FailureToast, description?: string) =>
    toast({
      title: t(message.title),
      description: description ?? (message.description && t(message.description)),
      variant: message.variant,
    });
  const chat = useChat({
    onFailure: (failure) => {
      // An unanswered question goes back into the box; after an empty answer it stays in the log.
      if (failure.kind !== 'empty') setInput((current) => current || lastQuestion.current);
      if (failure.kind === 'premium') upgrade.show('ai_coach');
      const message = failureToast(failure.kind);
      if (message) tell(message, failure.kind === 'message' ? failure.message : undefined);
    },
  });

  const spent =
    usage.data && !usage.data.unlimited && (usage.data.remaining ?? 0) <= 0 && chat.conversationId === null
      ? usage.data
      : null;
  const canAsk = isPro && !spent && !chat.full;

  const ask = (text: string, context: NumerologyContext | null = null) => {
    const question = text.trim();
    if (!question) return;
    if (!signedIn) {
      navigate(SIGN_IN_TO_ASK);
      return;
    }
    if (!isPro) {
      upgrade.show('ai_coach');
      tell(failureToast('premium'));
      return;
    }
    if (chat.busy || !canAsk) return;
    lastQuestion.current = question;
    setInput('');
    void chat.send(question, context);
  };

  const choose = useCallback((receipt: ChosenReceipt | null) => {
    setChosen(receipt);
    // On a phone the wheel is below the chat: bring it into view when it is out of sight.
    if (receipt) scrollIntoSight(wheelRef.current, { block: 'nearest', when: 'hidden' });
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
      log.follow();
    } catch {
      toast({ title: t('stella.toast.openFailed'), variant: 'destructive' });
    }
  };
  const newConversation = () => {
    chat.reset();
    setChosen(null);
    inputRef.current?.focus();
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

      {status !== 'loading' && !isPro ? <StellaGate signedIn={signedIn} /> : null}

      <div className={isPro ? 'stella-layout' : 'stella-layout stella-layout--single'}>
        <div className="stella-main">
          {signedIn ? (
            <ChatPanel
              member={isPro}
              chat={chat}
              choice={choice}
              spent={spent}
              closed={isPro && !canAsk}
              input={input}
              onInput={setInput}
              onSend={() => ask(input)}
              onNew={newConversation}
              log={log}
              inputRef={inputRef}
            />
          ) : null}
          <SampleQuestions numerology={numerology} disabled={chat.busy || (isPro && !canAsk)} onAsk={ask} />
        </div>

        {isPro ? (
          <StellaSidebar
            wheelRef={wheelRef}
            chosen={chosen}
            conversations={conversations.data}
            conversationsFailed={!!conversations.error}
            current={chat.conversationId}
            onOpen={openConversation}
            onNew={newConversation}
            onDelete={removeConversation}
            numerology={numerology}
            onNumerology={setNumerology}
            onAskNumbers={(context) => ask(t('stella.numerology.question'), context)}
            askDisabled={chat.busy || !canAsk}
          />
        ) : null}
      </div>
      {upgrade.modal}
    </main>
  );
}

export default AskStellaPage;

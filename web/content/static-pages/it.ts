/**
 * The static pages in Italian (tu; docs/i18n/glossary-it.md): Terms, Privacy, Refund and About,
 * written from the same facts as en.ts, with the same sections and anchors.
 */
import { LOCALE_INFO } from '@core/i18n/locales';
import type { Tier } from '@core/plans';
import type { ContentBlock } from '../types';
import type { AboutPage, LegalDocument, StaticPages, StaticPagesContext } from './types';

const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
const defs = (items: Record<string, string>): ContentBlock => ({
  kind: 'definitions',
  items: Object.entries(items).map(([term, text]) => ({ term, text })),
});

/** Lower-cases an item's first letter inside a sentence, but not an acronym's ("JSON"). */
const inSentence = (item: string) => (/^\p{Lu}{2}/u.test(item) ? item : item.charAt(0).toLowerCase() + item.slice(1));

/** What a plan includes, in a sentence: "Oroscopo del giorno per ogni segno, compatibilità tra segni e …". */
const sentenceList = (items: readonly string[]) =>
  new Intl.ListFormat(LOCALE_INFO.it.tag, { type: 'conjunction' }).format(
    items.map((item, i) => (i === 0 ? item : inSentence(item))),
  );

export default function staticPagesIt(c: StaticPagesContext): StaticPages {
  const { explorer, oracle, master, oraclePrice, masterPrice, supportEmail, privacyEmail, refundEmail } = c;
  const { trialDays, refundWindowDays, supportReplyHours, privacyReplyDays } = c;
  const planList = (tier: Tier) => sentenceList(c.planItems(tier));

  const terms: LegalDocument = {
    title: 'Termini di servizio',
    intro:
      'Questi termini costituiscono l’accordo tra te e Stella quando usi il sito web e l’app di Stella. Sono ' +
      'scritti per essere letti: leggili, per favore. Creando un account o usando Stella, li accetti.',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'service',
        heading: '1. Il servizio',
        blocks: [
          p(
            'Stella è un servizio di astrologia personale. Calcola temi natali a partire da dati astronomici e ' +
              'offre oroscopi del giorno e letture di compatibilità, sul web e come app installabile. Ciò che ' +
              'include ciascun piano è indicato nella pagina dei prezzi; quando una funzione è pronta all’uso, la ' +
              'aggiungiamo al piano e la inseriamo in quell’elenco.',
          ),
          p(
            'Le conversazioni con Stella, la coach basata sull’intelligenza artificiale, fanno parte dei piani a ' +
              `pagamento: ${oracle} include ${c.oracleDailyConversations} conversazioni al giorno. Con ${master} ` +
              'le conversazioni sono illimitate, entro una soglia di uso corretto di ' +
              `${c.masterFairUseConversations} al giorno: un limite ben al di sopra delle richieste di una singola ` +
              'persona, che protegge il servizio dall’uso automatizzato. ' +
              `Una conversazione è una sequenza di non più di ${c.threadMessages} messaggi; le conversazioni a tua ` +
              'disposizione si rinnovano ogni giorno alle 00:00 UTC, e una conversazione che non ha ricevuto risposta ' +
              'non viene conteggiata. Le risposte provengono da un modello linguistico o da un nostro sistema di ' +
              'scrittura che funziona offline; in entrambi i casi vengono verificate sul tuo tema prima che tu le ' +
              'veda, ma restano spunti di riflessione e non costituiscono una consulenza medica, legale o finanziaria.',
          ),
          p(
            'Ci impegniamo a mantenere Stella disponibile e accurata, ma possiamo modificare, migliorare o ritirare ' +
              'singole funzioni. Se eliminiamo una funzione che fa parte del piano a pagamento che hai sottoscritto, ' +
              'te lo comunicheremo in anticipo e potrai disdire l’abbonamento.',
          ),
        ],
      },
      {
        id: 'accounts',
        heading: '2. Il tuo account',
        blocks: [
          list(
            'Per creare un account devi avere almeno 16 anni.',
            'Indica un indirizzo e-mail reale e confermalo: lo usiamo per verificare l’account e per contattarti in ' +
              'merito.',
            'Non condividere la tua password con nessuno. Sei responsabile di ciò che avviene con il tuo account.',
            'Un account per persona. Gli account non possono essere condivisi né rivenduti.',
            'Avvisaci subito se pensi che qualcun altro abbia accesso al tuo account.',
          ),
          p(
            'Puoi eliminare il tuo account in qualsiasi momento dalla pagina del profilo. Possiamo sospendere o ' +
              'chiudere un account che violi questi termini; salvo che la violazione sia grave o che la legge lo ' +
              'impedisca, ti avviseremo prima e ti daremo la possibilità di rimediare.',
          ),
        ],
      },
      {
        id: 'plans',
        heading: '3. Piani e abbonamenti',
        blocks: [
          defs({
            [explorer]: `Gratuito. ${planList('free')}. Nessun limite di tempo e nessun dato di pagamento richiesto.`,
            [oracle]: `${oraclePrice}. ${planList('oracle')}.`,
            [master]: `${masterPrice}. ${planList('master')}.`,
          }),
          p(
            `Il tuo primo abbonamento a pagamento inizia con una prova gratuita di ${trialDays} giorni. Al momento ` +
              'dell’acquisto inserisci una carta di pagamento, ma non ti viene addebitato nulla prima della fine ' +
              'della prova; se disdici dal tuo profilo prima di allora, non paghi assolutamente nulla.',
          ),
        ],
      },
      {
        id: 'privacy',
        heading: '4. Privacy',
        blocks: [
          p(
            'I tuoi dati di nascita e le tue interpretazioni sono personali. La nostra Informativa sulla privacy ' +
              'spiega quali dati raccogliamo, perché, chi ci aiuta a trattarli e come esercitare i tuoi diritti, ' +
              'compresi il download e la cancellazione dei tuoi dati dalla pagina del profilo. L’Informativa fa ' +
              'parte di questi termini.',
          ),
        ],
      },
      {
        id: 'disclaimer',
        heading: '5. Avvertenza sull’astrologia',
        blocks: [
          p(
            'L’astrologia è proposta come strumento di riflessione, di esplorazione di sé e di intrattenimento. Le ' +
              'posizioni dei pianeti sono calcolate con cura; il loro significato è un’interpretazione, non un dato ' +
              'di fatto, e nessuna lettura predice gli eventi con certezza.',
          ),
          p(
            'Nulla di quanto trovi su Stella costituisce una consulenza medica, legale, finanziaria o psicologica. ' +
              'Non usare Stella al posto di un professionista qualificato e non rimandare la richiesta di aiuto per ' +
              'qualcosa che hai letto qui. Se ti trovi in una situazione di crisi, contatta i servizi di emergenza ' +
              'della tua zona.',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        heading: '6. Proprietà intellettuale',
        blocks: [
          p(
            'Il software, il design, i testi interpretativi, le illustrazioni delle carte dei tarocchi e il marchio ' +
              'di Stella appartengono a Stella o ai suoi licenzianti. Puoi usarli per scopi personali e non ' +
              'commerciali finché utilizzi il servizio.',
          ),
          p(
            'Ciò che inserisci, come i tuoi dati di nascita, le tue domande e il tuo profilo, resta tuo. Ci ' +
              'autorizzi a conservarlo e trattarlo solo nella misura necessaria a far funzionare Stella per te. Puoi ' +
              'conservare e condividere per uso personale le interpretazioni generate per te.',
          ),
          p(
            'Stella si basa su dati e software aperti citati nella pagina di presentazione di Stella, tra cui ' +
              'GeoNames (geonames.org), con licenza CC BY 4.0, e la libreria astronomy-engine, con licenza MIT.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: '7. Condizioni di pagamento',
        blocks: [
          list(
            `I piani a pagamento sono fatturati mensilmente e in anticipo, in euro (EUR): ${oracle} a ` +
              `${oraclePrice} e ${master} a ${masterPrice}. Il prezzo indicato è quello addebitato, IVA inclusa ove ` +
              'applicabile.',
            'I pagamenti sono gestiti da Stripe. Gli abbonamenti si rinnovano automaticamente ogni mese, nello ' +
              'stesso giorno del mese in cui sono stati sottoscritti, finché non li disdici.',
            'Puoi disdire in qualsiasi momento dalla pagina del profilo. La disdetta ha effetto alla fine del ' +
              'periodo già pagato; fino ad allora mantieni il tuo piano e non ti viene addebitato altro.',
            'I cambi di piano hanno effetto dal ciclo di fatturazione successivo, tranne il passaggio da ' +
              `${oracle} a ${master}, che ha effetto immediato. In tal caso ti viene addebitata la differenza, ` +
              'calcolata pro rata, per la parte restante del periodo in corso.',
            'Se un pagamento non va a buon fine, Stripe ritenta l’addebito nei giorni successivi. Se il pagamento ' +
              `continua a non riuscire, il tuo account passa al piano gratuito ${explorer}; i tuoi dati vengono ` +
              'conservati.',
            'Ti informeremo via e-mail di qualsiasi variazione di prezzo con almeno 30 giorni di anticipo. Il nuovo ' +
              'prezzo si applicherà dal primo rinnovo successivo a tale data, e potrai disdire prima che ciò avvenga.',
            'I rimborsi seguono la nostra Politica di rimborso, che prevede una garanzia di rimborso di ' +
              `${refundWindowDays} giorni sul tuo primo abbonamento.`,
          ),
        ],
      },
      {
        id: 'prohibited-uses',
        heading: '8. Usi vietati',
        blocks: [
          p('Perché Stella resti equa e funzioni bene per chiunque la usi, ti impegni a non:'),
          list(
            'violare la legge, né usare Stella per molestare, minacciare o ingannare nessuno;',
            'inserire dati personali di altre persone senza il loro consenso;',
            'condividere il tuo account o creare account aggiuntivi per aggirare i limiti dei piani, le prove ' +
              'gratuite o il gioco Astro Gems;',
            'estrarre in modo automatizzato, copiare o rivendere contenuti di Stella, né accedere al servizio con ' +
              'bot o script automatizzati;',
            'tentare di aggirare i limiti d’uso del coach IA o indurre il coach a produrre contenuti dannosi o ' +
              'illegali;',
            'sondare, disturbare o sovraccaricare i nostri sistemi, né tentare di accedere ad account o aree di ' +
              'amministrazione che non ti appartengono;',
            'decodificare l’app o sottoporla a reverse engineering, salvo nei casi espressamente consentiti dalla ' +
              'legge.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: '9. Limitazione di responsabilità',
        blocks: [
          p(
            'Forniamo Stella con ragionevole cura e competenza. Nei limiti consentiti dalla legge, non rispondiamo ' +
              'di danni indiretti o consequenziali, né delle decisioni che prendi sulla base di una lettura.',
          ),
          p(
            'La nostra responsabilità complessiva nei tuoi confronti per qualsiasi pretesa è limitata all’importo ' +
              'che ci hai pagato nei 12 mesi precedenti l’evento che l’ha originata.',
          ),
          p(
            'Nulla in questi termini limita la responsabilità che per legge non può essere limitata, come quella ' +
              'per dolo o colpa grave, o per morte o lesioni personali causate da negligenza, né ti priva dei ' +
              'diritti che ti riconosce in quanto consumatore la legge del Paese dell’UE in cui vivi.',
          ),
        ],
      },
      {
        id: 'updates',
        heading: '10. Modifiche a questi termini',
        blocks: [
          p(
            'Possiamo aggiornare questi termini man mano che Stella cresce o che la legge cambia. La data in alto ' +
              'indica la versione più recente. Per le modifiche che ti riguardano, ti scriveremo almeno 30 giorni ' +
              'prima che entrino in vigore. Se non sei d’accordo, puoi disdire l’abbonamento ed eliminare il tuo ' +
              'account prima di allora; se continui a usare Stella dopo quella data, accetti i nuovi termini.',
          ),
          p(`Domande su questi termini? Scrivi a ${supportEmail}.`),
        ],
      },
    ],
  };

  const privacy: LegalDocument = {
    title: 'Informativa sulla privacy',
    intro:
      'Data, ora e luogo di nascita dicono molto di te, per questo li trattiamo con cura. Questa informativa ' +
      'spiega quali dati raccoglie Stella, perché, chi ci aiuta, per quanto tempo li conserviamo e come ne mantieni ' +
      'il controllo. Non vendiamo i tuoi dati e non mostriamo pubblicità.',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'data-we-collect',
        heading: '1. Dati che raccogliamo',
        blocks: [
          defs({
            'Dati dell’account':
              'Il tuo indirizzo e-mail, nome e cognome, un hash della password (mai la password stessa) e, se vuoi, ' +
              'un’immagine del profilo.',
            'Dati di nascita':
              'La data, l’ora e il luogo di nascita che inserisci, le coordinate e il fuso orario che ne ricaviamo ' +
              'e i temi che calcoliamo. Lo stesso vale per le altre persone di cui inserisci i dati per verificare ' +
              'la compatibilità.',
            'Profilo e preferenze':
              'La tua biografia, l’impostazione del profilo come pubblico o privato, la lingua, l’aspetto ' +
              'dell’interfaccia e le preferenze per le e-mail.',
            'Dati di utilizzo':
              'Ciò che fai su Stella: temi salvati, oroscopi letti e verifiche di compatibilità, che il tuo profilo ' +
              'conteggia per te. Per mantenere sicuro il servizio registriamo anche gli accessi, con il browser e ' +
              'l’indirizzo IP da cui sono stati effettuati, e contiamo le richieste per indirizzo per impedire abusi.',
            'Conteggio delle visite':
              'Per capire l’uso che viene fatto di Stella contiamo le pagine mostrate dall’app. Per ciascuna ' +
              'conserviamo la pagina, il giorno e un codice che riconosce un browser solo all’interno di quella ' +
              'giornata, ricavato dal suo indirizzo IP e dal nome del browser tramite una chiave che eliminiamo alla ' +
              'fine della giornata. A questo scopo non memorizziamo né l’indirizzo né il nome del browser, non ' +
              'impostiamo alcun cookie e, una volta conclusa la giornata, conserviamo soltanto i totali giornalieri.',
            'Dati di pagamento':
              'Sono gestiti dal nostro fornitore di pagamenti, Stripe. Noi riceviamo soltanto il tuo piano, lo ' +
              'stato dell’abbonamento, le date di fatturazione e un riferimento cliente. Non vediamo né conserviamo ' +
              'mai il numero della tua carta.',
          }),
        ],
      },
      {
        id: 'how-we-use',
        heading: '2. Come usiamo i tuoi dati',
        blocks: [
          list(
            'per calcolare i tuoi temi e scrivere i tuoi oroscopi e le tue interpretazioni;',
            'per gestire il tuo account e il tuo abbonamento, compresa la prova gratuita;',
            'per inviarti le e-mail necessarie: verifica dell’indirizzo, reimpostazione della password e avvisi di ' +
              'sicurezza;',
            'per mantenere Stella sicura, ad esempio bloccando un account dopo ripetuti tentativi di accesso non ' +
              'riusciti.',
          ),
          p(
            'Ai sensi del GDPR, ci basiamo sul contratto con te per l’erogazione del servizio, sul nostro legittimo ' +
              'interesse a mantenere Stella sicura e sugli obblighi di legge relativi ai documenti di fatturazione. ' +
              'Non prendiamo nei tuoi confronti decisioni basate su trattamenti automatizzati che producano effetti ' +
              'giuridici o che incidano in modo analogo significativamente sulla tua persona.',
          ),
        ],
      },
      {
        id: 'security',
        heading: '3. Sicurezza',
        blocks: [
          list(
            'Le password sono conservate solo come hash con salt, calcolati con un algoritmo lento progettato ' +
              'apposta per le password.',
            'Tutto il traffico da e verso Stella è cifrato in transito con HTTPS (TLS).',
            'La tua sessione è conservata in un cookie HttpOnly e Secure, che gli script della pagina non possono ' +
              'leggere.',
            'Dopo ripetuti tentativi di accesso non riusciti, l’account viene bloccato per qualche tempo, per ' +
              'impedire che la password venga indovinata.',
          ),
          p(
            'Nessun sistema è sicuro al cento per cento. Se una violazione di sicurezza coinvolge i tuoi dati, lo ' +
              'comunicheremo a te e alle autorità, come previsto dalla legge.',
          ),
        ],
      },
      {
        id: 'third-parties',
        heading: '4. Terze parti',
        blocks: [
          p(
            'Condividiamo dati solo con i fornitori che ci aiutano a far funzionare Stella, e a ciascuno solo ciò di ' +
              'cui ha bisogno:',
          ),
          defs({
            'Hosting (Cloudflare)':
              'Stella funziona su Cloudflare, che distribuisce l’app e conserva per nostro conto il tuo account e i ' +
              'tuoi temi nel proprio database. Gestisce ogni richiesta che fai a Stella, compreso il tuo indirizzo IP.',
            'Fornitore di pagamenti (Stripe)':
              'Gestisce gli abbonamenti e i pagamenti con carta. Stripe riceve direttamente il tuo indirizzo e-mail ' +
              'e i tuoi dati di pagamento e li tratta secondo la propria informativa sulla privacy.',
            'Servizio e-mail':
              'Recapita le e-mail di verifica, di reimpostazione della password e di sicurezza. Riceve il tuo ' +
              'indirizzo e-mail e il messaggio.',
          }),
          p(
            'Alcuni di questi fornitori possono trattare dati al di fuori dello Spazio economico europeo. In tal ' +
              'caso il trasferimento è tutelato da una decisione di adeguatezza o dalle clausole contrattuali tipo ' +
              'della Commissione europea. Non vendiamo né affittiamo mai i tuoi dati e li condividiamo con le ' +
              'autorità solo quando la legge lo impone.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '5. I tuoi diritti',
        blocks: [
          p('Hai il diritto di:'),
          list(
            'accedere ai dati che conserviamo su di te;',
            'rettificare i dati inesatti o incompleti;',
            'cancellare i tuoi dati e il tuo account;',
            'portare i tuoi dati altrove in un formato portabile;',
            'limitare il trattamento dei tuoi dati o opporti a esso.',
          ),
          p(
            'Due di questi diritti puoi esercitarli direttamente dalla pagina del profilo, in qualsiasi momento: la ' +
              'funzione Esporta profilo scarica in un file JSON tutto ciò che conserviamo su di te, e l’eliminazione ' +
              'dell’account, sempre da lì, lo cancella insieme ai tuoi temi e alle tue interpretazioni. Per qualsiasi altra ' +
              `richiesta, o se non riesci ad accedere, scrivi a ${privacyEmail}. Rispondiamo a ogni richiesta ` +
              `entro ${privacyReplyDays} giorni.`,
          ),
          p('Puoi anche proporre reclamo all’autorità per la protezione dei dati del Paese dell’UE in cui vivi.'),
        ],
      },
      {
        id: 'cookies',
        heading: '6. Cookie',
        blocks: [
          defs({
            Essenziali:
              'Mantengono attivo il tuo accesso e sicura la tua sessione, e ricordano un browser da cui hai già ' +
              'effettuato l’accesso, così che un blocco del tuo account non ti lasci fuori. Stella non può ' +
              'funzionare senza questi cookie, quindi non richiedono il consenso. Stella non imposta cookie ' +
              'analitici né pubblicitari.',
            'Di preferenza':
              'L’aspetto chiaro o scuro e i luoghi che hai cercato di recente sono salvati nella memoria locale del ' +
              'browser su questo dispositivo, non in un cookie, e non ci vengono mai inviati.',
          }),
        ],
      },
      {
        id: 'data-retention',
        heading: '7. Conservazione dei dati',
        blocks: [
          list(
            'Dati dell’account, di nascita e del profilo, temi e interpretazioni: finché mantieni il tuo account.',
            'Dopo l’eliminazione dell’account: vengono rimossi subito dai nostri sistemi attivi ed entro 30 giorni ' +
              'dai backup.',
            'Documenti di fatturazione: per il tempo richiesto dalla normativa fiscale e contabile, fino a 10 anni ' +
              'in alcuni Paesi dell’UE.',
            'Registri di sicurezza, come gli accessi e i tentativi non riusciti: fino a 12 mesi.',
          ),
        ],
      },
      {
        id: 'children',
        heading: '8. Minori',
        blocks: [
          p(
            'Stella non è destinata a chi ha meno di 16 anni, e non raccogliamo consapevolmente dati di minori. Se ' +
              `ritieni che un minore abbia creato un account, scrivi a ${privacyEmail} e lo elimineremo.`,
          ),
        ],
      },
      {
        id: 'contact',
        heading: '9. Contatti e modifiche',
        blocks: [
          p(
            `Per qualsiasi domanda o richiesta sulla privacy, scrivi a ${privacyEmail}. Per assistenza con il tuo ` +
              `account, ${supportEmail} è la via più rapida.`,
          ),
          p(
            'Se modifichiamo questa informativa in un modo che ti riguarda, te lo comunicheremo via e-mail o ' +
              'nell’app prima che la modifica entri in vigore. La data in alto indica la versione in vigore.',
          ),
        ],
      },
    ],
  };

  const refund: LegalDocument = {
    title: 'Politica di rimborso',
    intro:
      'Vogliamo che ti abboni perché per te Stella ne vale la pena. Se con il tuo primo abbonamento non è così, ' +
      `la nostra garanzia di rimborso di ${refundWindowDays} giorni ti restituisce i tuoi soldi, senza domande ` +
      'imbarazzanti.',
    lastUpdated: '2026-11-01',
    sections: [
      {
        id: 'eligibility',
        heading: '1. Requisiti',
        blocks: [
          list(
            `La garanzia copre il tuo primo abbonamento a pagamento a Stella, ${oracle} (${oraclePrice}) o ` +
              `${master} (${masterPrice}).`,
            `Se la richiedi entro ${refundWindowDays} giorni dal primo pagamento, ricevi l’intero importo pagato ` +
              `in quel periodo, compresa la differenza addebitata in caso di passaggio da ${oracle} a ${master}.`,
            `La prova gratuita di ${trialDays} giorni non costa nulla, quindi non c’è nulla da rimborsare; i ` +
              `${refundWindowDays} giorni decorrono dal tuo primo pagamento effettivo.`,
            `Dopo il rimborso, il tuo account torna al piano gratuito ${explorer}. I tuoi temi e la tua cronologia ` +
              'restano.',
          ),
        ],
      },
      {
        id: 'timeline',
        heading: '2. Tempi',
        blocks: [
          defs({
            'Giorno 1': 'Invii la tua richiesta. Ti confermiamo di averla ricevuta.',
            'Giorni 2-3': 'Esaminiamo la richiesta e verifichiamo il pagamento.',
            'Giorni 4-5': 'Ti comunichiamo la nostra decisione via e-mail.',
            'Giorni 5-10': 'Il rimborso viene emesso sul metodo di pagamento originale e la richiesta si conclude.',
          }),
          p(
            'Una volta emesso, il rimborso compare di solito sull’estratto conto in 5-7 giorni lavorativi, a ' +
              'seconda della banca. Il nostro team di assistenza risponde entro ' +
              `${supportReplyHours} ore nei giorni lavorativi.`,
          ),
        ],
      },
      {
        id: 'non-refundable',
        heading: '3. Cosa non è rimborsabile',
        blocks: [
          list(
            'I rinnovi successivi al primo abbonamento e qualsiasi abbonamento sottoscritto dopo una disdetta.',
            `Le richieste presentate oltre ${refundWindowDays} giorni dopo il primo pagamento.`,
            'La parte non utilizzata di un mese dopo la disdetta: in cambio mantieni l’accesso fino alla fine di ' +
              'quel periodo.',
            'Gli abbonamenti chiusi per violazione dei nostri Termini di servizio, ad esempio per condivisione ' +
              'dell’account o abuso delle prove gratuite.',
            'Le commissioni bancarie o di conversione valutaria applicate dall’emittente della tua carta.',
          ),
        ],
      },
      {
        id: 'how-to-request',
        heading: '4. Come richiedere un rimborso',
        blocks: [
          p(`Scrivi a ${refundEmail} dall’indirizzo che usi per Stella, indicando:`),
          list(
            'l’indirizzo e-mail del tuo account Stella;',
            'la data e l’importo del pagamento;',
            'se vuoi, una riga sul perché Stella non faceva per te: è facoltativa e ci aiuta a migliorare.',
          ),
          p('Non ci sono moduli da compilare né altro da inviare.'),
        ],
      },
      {
        id: 'cancellation-vs-refund',
        heading: '5. Disdetta e rimborso',
        blocks: [
          defs({
            Disdetta:
              'Interrompe i rinnovi futuri. Puoi effettuarla in autonomia dalla pagina del profilo, in qualsiasi ' +
              'momento. Mantieni il tuo piano fino alla fine del periodo già pagato e non ti viene restituito ' +
              'alcun importo.',
            Rimborso:
              'Ti restituisce il denaro che hai già pagato. Pone inoltre fine immediatamente al tuo accesso Premium, perché ' +
              'l’abbonamento pagato con quell’importo viene disdetto insieme al rimborso.',
          }),
          p(
            'Se vuoi riavere i tuoi soldi grazie alla garanzia, ti basta chiedere il rimborso: alla disdetta ' +
              'dell’abbonamento pensiamo noi.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '6. I tuoi diritti di legge',
        blocks: [
          p(
            'Questa politica si aggiunge ai tuoi diritti di consumatore, non li sostituisce. Nulla di quanto qui ' +
              'previsto limita i diritti che ti riconoscono la normativa dell’UE e quella nazionale, compreso il ' +
              'diritto di recesso ove applicabile.',
          ),
        ],
      },
    ],
  };

  const about: AboutPage = {
    title: 'Astrologia con una vera astronomia alla base',
    intro:
      'Stella è un’app di astrologia personale che ti accompagna. Calcola il tuo tema dal cielo com’era davvero ' +
      'nel momento e nel luogo della tua nascita, poi ti aiuta a leggerlo in parole semplici: nel tuo tema ' +
      'natale, giorno per giorno e nelle tue relazioni.',
    features: [
      {
        title: 'Temi natali per il tuo vero luogo di nascita',
        text:
          'Pianeti, Nodi lunari, Ascendente, Medio Cielo e cuspidi delle case per il luogo e il momento esatti ' +
          'della tua nascita, applicando le regole storiche dei fusi orari.',
      },
      {
        title: 'Oroscopi dal cielo di oggi',
        text:
          'Un oroscopo del giorno per ogni segno, basato sulla posizione della Luna e sui transiti del giorno. ' +
          'Lo stesso segno e la stessa data danno sempre lo stesso oroscopo.',
      },
      {
        title: 'Compatibilità tra due segni qualsiasi',
        text:
          'Come si incontrano due segni, elemento con elemento: un punteggio complessivo con passione, ' +
          'comunicazione ed equilibrio, e la stessa lettura ogni volta che la consulti.',
      },
      {
        title: `L’interpretazione completa con ${oracle}`,
        text:
          'Ogni pianeta letto nel suo segno e nella sua casa con le sue influenze principali, ciò che governa ' +
          'ciascuna delle tue dodici case e il significato degli aspetti tra i tuoi pianeti.',
      },
      {
        title: 'Su qualsiasi dispositivo, anche offline',
        text:
          'Installa Stella come app sul telefono o sul computer. I tuoi temi vengono calcolati sul dispositivo, ' +
          'quindi l’app continua a funzionare anche quando la connessione cade.',
      },
    ],
    dataSources: {
      id: 'data-sources',
      heading: 'Da dove vengono i numeri',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Una lettura può valere solo quanto il tema su cui si basa, per questo diciamo apertamente come Stella ' +
            'calcola il cielo e sul lavoro di chi si fonda.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Posizioni planetarie',
              text:
                'Il motore astronomico sviluppato da Stella: la teoria planetaria VSOP87 e la teoria lunare ' +
                'ELP/MPP02 (serie tratte dalla libreria astronomia, con licenza MIT), con Plutone adattato ' +
                'all’integrazione numerica della libreria astronomy-engine di Don Cross, con licenza MIT. ' +
                'Confrontiamo i suoi risultati con i valori di riferimento di Swiss Ephemeris, lo standard dei ' +
                'software di astrologia professionali. Lo stesso motore funziona nel tuo browser e sui nostri server.',
            },
            {
              term: 'Fusi orari',
              text:
                'Il database dei fusi orari IANA, con tutta la sua storia di ora legale, ora di guerra e cambi di ' +
                'fuso, converte l’ora locale della tua nascita in tempo universale. Se per un cambio d’ora l’ora ' +
                'della tua nascita non è mai esistita o si è verificata due volte, Stella te lo chiede invece di ' +
                'tirare a indovinare.',
            },
            {
              term: 'Luoghi di nascita',
              text:
                'GeoNames (geonames.org), con licenza CC BY 4.0: le località con almeno 1000 abitanti, con i loro ' +
                'nomi in molte lingue, i nomi precedenti, le coordinate, la popolazione, la regione e il fuso ' +
                'orario. Stella li adatta: i nomi vengono normalizzati per la ricerca e il fuso di ogni località ' +
                'viene verificato rispetto alle sue coordinate con i confini di tz-lookup (CC0). I nomi dei Paesi ' +
                'provengono da i18n-iso-countries e le sigle delle regioni da iso-3166-2 (entrambi con licenza MIT).',
            },
            {
              term: 'Interpretazioni',
              text:
                'Scritte dal nostro team: i significati di ogni segno, pianeta, casa e aspetto e i testi ' +
                'dell’oroscopo del giorno, che Stella compone a partire dal cielo reale di quel giorno.',
            },
          ],
        },
      ],
    },
    sections: [
      {
        id: 'mission',
        heading: 'La nostra missione',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Abbiamo creato Stella per chi ama l’astrologia e la vuole fatta bene: temi precisi, parole ' +
              'ponderate e nessuna pressione. Il tuo tema è un linguaggio per riflettere su chi sei e su come ti ' +
              'rapporti al mondo, e vogliamo rendere questo linguaggio chiaro a chiunque, nella sua lingua.',
          },
          {
            kind: 'paragraph',
            text:
              'L’astrologia è uno strumento di riflessione, non una macchina delle previsioni. Stella non ti dirà ' +
              'mai che cosa accadrà con certezza e non sostituisce una consulenza medica, legale, finanziaria o ' +
              'psicologica. È una buona compagna per pensare, e le decisioni restano tue.',
          },
        ],
      },
      {
        id: 'privacy-approach',
        heading: 'I tuoi dati restano tuoi',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'I dati di nascita sono personali. Non vendiamo dati e non mostriamo pubblicità. Dalla pagina del ' +
              'profilo puoi scaricare in qualsiasi momento tutto ciò che conserviamo su di te, o eliminare il tuo ' +
              'account.',
          },
        ],
      },
    ],
    support: {
      heading: 'Serve aiuto?',
      text:
        `Scrivici a ${supportEmail} per domande sul tuo tema, sul tuo account o sul tuo abbonamento. ` +
        `Rispondiamo entro ${supportReplyHours} ore nei giorni lavorativi.`,
    },
  };

  return { terms, privacy, refund, about };
}

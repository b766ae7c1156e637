import type { PlanetTexts } from '../types';

/** Plutone: trasformazione, potere, profondità, rinascita. */
export const PLUTO: PlanetTexts = {
  general: {
    text: 'Plutone governa la trasformazione, il potere e ciò che resta nascosto. Descrive dove incontri esperienze intense che ti cambiano alla radice, il tuo rapporto con il controllo e la vulnerabilità, e la tua capacità di rinnovarti. Si muove così lentamente che il suo segno indica soprattutto le lotte e le rinascite condivise da una generazione.',
    traits: ['Trasformazione', 'Potere', 'Rinnovamento', 'Profondità', 'Forze nascoste', 'Capacità di ripresa'],
  },
  signs: {
    aries: {
      text: 'La tua generazione potrebbe trasformare il significato del contare solo sulle proprie forze e del partire da zero. Per te il potere tende a essere crudo e diretto, e le situazioni intense spesso risvegliano il tuo spirito combattivo. Spesso ti rinnovi attraverso atti di coraggio, quando scopri una forza che non sapevi di avere.',
      traits: [
        'Volontà pura',
        'Spirito combattivo',
        'Rinascita coraggiosa',
        'Affermazione di sé',
        'Forza pioniera',
        'Energia esplosiva',
      ],
    },
    taurus: {
      text: 'Cambiamenti profondi riguardo alla ricchezza, alla terra e ai valori potrebbero segnare il cammino della tua generazione. Tendi ad aggrapparti a ciò che ti dà sicurezza, e la trasformazione arriva spesso quando ti viene chiesto di lasciarne andare una parte. La tua resistenza è formidabile, e dopo una perdita potresti ricostruire con una pazienza notevole.',
      traits: [
        'Potere duraturo',
        'Attaccamento profondo',
        'Valori trasformati',
        'Ricostruzione paziente',
        'Possessività',
        'Solidità materiale',
      ],
    },
    gemini: {
      text: 'La tua generazione potrebbe trasformare il modo in cui circolano le informazioni e il modo di pensare delle persone. Ti attirano le idee capaci di cambiare le menti, e potresti usare le parole con una forza insolita. Una curiosità intensa ti spinge a scoprire ciò che le conversazioni nascondono, e imparare qualcosa che ribalta le tue opinioni può sembrarti una rinascita.',
      traits: [
        'Curiosità penetrante',
        'Parole potenti',
        'Trasformazione mentale',
        'Persuasione',
        'Segreti svelati',
        'Mente irrequieta',
      ],
    },
    cancer: {
      text: 'La casa, la famiglia e l’identità nazionale potrebbero essere il terreno su cui la tua generazione incontra i suoi sconvolgimenti più profondi. Tendi a sentire con forza il richiamo delle radici, insieme a un bisogno feroce di proteggere le persone che ami. La storia familiare può essere per te una fonte di trasformazione, e potresti avere una forza insolita nel tenere unite le persone care.',
      traits: [
        'Potere protettivo',
        'Radici profonde',
        'Trasformazione familiare',
        'Intensità emotiva',
        'Memoria degli avi',
        'Attaccamento',
      ],
    },
    leo: {
      text: 'La tua generazione potrebbe scoprire sia il potere sia l’ombra dell’espressione di sé, della fama e della volontà individuale. Tendi a riversare un’energia intensa nella creatività, nell’amore o nel ruolo di guida. Le ferite all’orgoglio possono diventare punti di svolta, che ti spingono verso un modo più autentico di brillare, che non dipenda dall’approvazione.',
      traits: [
        'Potere creativo',
        'Volontà forte',
        'Presenza magnetica',
        'Rinascita autentica',
        'Orgoglio',
        'Intensità teatrale',
      ],
    },
    virgo: {
      text: 'Il lavoro, i sistemi sanitari e la tecnologia potrebbero essere rimodellati dalla spinta della tua generazione ad analizzare e migliorare. Tendi a portare una concentrazione intensa sui dettagli e potresti sentire il bisogno di aggiustare tutto ciò che è rotto. Affinare le tue abitudini e le tue competenze, e trovare uno scopo in un servizio che abbia senso, è spesso il modo in cui ti reinventi.',
      traits: [
        'Concentrazione intensa',
        'Profondità analitica',
        'Spinta riformatrice',
        'Padronanza tecnica',
        'Purificazione',
        'Perfezionismo',
      ],
    },
    libra: {
      text: 'Le relazioni e le idee di giustizia potrebbero essere profondamente rimodellate nella tua generazione. Tendi a trasformarti attraverso la vita di coppia, in legami che rivelano dinamiche di potere impossibili da ignorare. Imparare a bilanciare intimità e uguaglianza è centrale per la tua crescita, e il tuo senso di equità può diventare feroce.',
      traits: [
        'Relazioni profonde',
        'Equità feroce',
        'Equilibrio di potere',
        'Legami trasformativi',
        'Giustizia sociale',
        'Dipendenza nascosta',
      ],
    },
    scorpio: {
      text: 'Plutone è forte in Scorpione e intensifica l’attenzione della tua generazione per l’intimità, la mortalità e il potere nascosto. Tendi a vivere le emozioni in tutta la loro profondità, e ti attira ciò che gli altri tengono segreto. La rigenerazione può essere profonda per te, e potresti avere una rara capacità di ricostruire la tua vita dalle fondamenta.',
      traits: [
        'Intensità profonda',
        'Profondità psicologica',
        'Rigenerazione',
        'Potere emotivo',
        'Segretezza',
        'Verità senza paura',
      ],
    },
    sagittarius: {
      text: 'Le convinzioni, la religione, l’istruzione e l’incontro tra culture potrebbero essere trasformati dalla tua generazione. Tendi a cercare la verità con passione e potresti sfidare qualsiasi credenza ti sembri vuota. Un viaggio, lo studio o una crisi di fede possono lasciarti una visione del mondo più ampia di prima, e potresti portare le tue convinzioni con la forza di una crociata.',
      traits: [
        'Verità appassionata',
        'Convinzioni trasformate',
        'Respiro globale',
        'Spirito di crociata',
        'Profondità filosofica',
        'Fanatismo',
      ],
    },
    capricorn: {
      text: 'La tua generazione potrebbe assistere al crollo e alla ricostruzione di istituzioni, governi e strutture economiche. Tendi a intendere il potere in termini pratici e potresti coltivare un’ambizione silenziosa e tenace. Quando le vecchie ambizioni non reggono più, ristrutturare i tuoi obiettivi dalle fondamenta può essere la tua via verso il rinnovamento.',
      traits: [
        'Potere strutturale',
        'Ambizione tenace',
        'Cambiamento istituzionale',
        'Controllo',
        'Profondità strategica',
        'Ricostruzione',
      ],
    },
    aquarius: {
      text: 'La tecnologia, i movimenti collettivi e le idee di libertà potrebbero essere il luogo in cui la tua generazione esercita il suo potere più grande. Tendi a sentire con forza il legame con il gruppo e con il suo futuro, e le riforme radicali potrebbero attrarti. Le reti e le cause condivise possono diventare i tuoi motori di cambiamento, mentre contribuisci a ridefinire che cosa significa comunità.',
      traits: [
        'Potere collettivo',
        'Riforma radicale',
        'Cambiamento tecnologico',
        'Intensità di gruppo',
        'Volontà visionaria',
        'Controllo distaccato',
      ],
    },
    pisces: {
      text: 'La tua generazione potrebbe trasformarsi attraverso la spiritualità, l’immaginazione e il dissolversi dei vecchi confini. Tendi a percepire a fondo le correnti emotive sotterranee, e il sentire collettivo potrebbe attrarti e insieme travolgerti. La compassione, l’arte o l’abbandono aprono spesso la strada, mentre impari a fidarti di ciò che non si può controllare.',
      traits: [
        'Profondità spirituale',
        'Empatia collettiva',
        'Trasformazione creativa',
        'Abbandono',
        'Sensibilità psichica',
        'Confini che si dissolvono',
      ],
    },
  },
};

import type { PlanetTexts } from '../types';

/** Mercurio: mente, apprendimento, comunicazione. */
export const MERCURY: PlanetTexts = {
  general: {
    text: 'Mercurio governa il modo in cui pensi, impari e comunichi. Descrive come accogli le informazioni, colleghi le idee e le esprimi con la parola e con la scrittura, insieme alla tua curiosità, alle tue abitudini di ragionamento e ai tanti piccoli scambi della vita di ogni giorno.',
    traits: ['Comunicazione', 'Stile di pensiero', 'Apprendimento', 'Curiosità', 'Ragionamento', 'Scambi quotidiani'],
  },
  signs: {
    aries: {
      text: 'La tua mente lavora in modo rapido e deciso, e spesso arriva a una conclusione prima che gli altri abbiano finito di porre la domanda. Tendi a parlare in modo diretto e ti piace un confronto vivace. La pazienza con le spiegazioni lente potrebbe non venirti facile, ma il tuo coraggio mentale ti permette di dire idee che altri esitano a esprimere.',
      traits: [
        'Pensiero rapido',
        'Parola diretta',
        'Coraggio mentale',
        'Spirito polemico',
        'Idee decise',
        'Impazienza',
      ],
    },
    taurus: {
      text: 'Tendi a pensare con cura e a fondo, e preferisci capire bene una cosa prima di parlarne. Una volta formate, le tue opinioni sono ben radicate e cambiano lentamente. Il tuo modo di comunicare è calmo e concreto, e potresti imparare meglio attraverso l’esperienza pratica e la ripetizione costante.',
      traits: [
        'Pensiero ponderato',
        'Senso pratico',
        'Parola calma',
        'Concentrazione costante',
        'Opinioni salde',
        'Apprendimento pratico',
      ],
    },
    gemini: {
      text: 'Mercurio governa i Gemelli, quindi qui la tua mente è al massimo della sua agilità: curiosa, arguta e pronta a collegare un’idea all’altra. Puoi destreggiarti tra più argomenti alla volta e assorbire informazioni con facilità. La conversazione ti dà energia, anche se restare a lungo su un solo tema può essere un’abilità da allenare.',
      traits: ['Arguzia', 'Versatilità', 'Curiosità', 'Parola facile', 'Apprendimento rapido', 'Attenzione dispersa'],
    },
    cancer: {
      text: 'Il tuo pensiero è colorato dal sentimento e dalla memoria, e spesso ricordi come è stata detta una cosa con la stessa nitidezza di ciò che è stato detto. Tendi a comunicare con sensibilità, cogliendo il sottofondo emotivo di una conversazione. L’intuito guida il tuo ragionamento, e potresti imparare meglio in un ambiente in cui ti senti al sicuro.',
      traits: [
        'Memoria emotiva',
        'Pensiero intuitivo',
        'Parola sensibile',
        'Ascolto dei sottintesi',
        'Parole protettive',
        'Mente immaginativa',
      ],
    },
    leo: {
      text: 'I tuoi pensieri arrivano a pennellate ampie e sicure, e comunichi con calore e stile. Raccontare storie ti viene naturale, e potresti apprezzare avere un pubblico per le tue idee. La tua mente resta salda in ciò in cui crede, e questo ti rende una voce persuasiva, anche se ascoltare altri punti di vista può ampliare la tua visione creativa.',
      traits: [
        'Parola espressiva',
        'Arte del racconto',
        'Opinioni sicure',
        'Idee creative',
        'Capacità persuasiva',
        'Opinioni fisse',
      ],
    },
    virgo: {
      text: 'Mercurio è nel suo domicilio anche in Vergine, e ti dona una mente precisa e analitica che nota ogni dettaglio. Tendi a pensare per sistemi e passaggi, e spieghi le cose con chiarezza e cura. Il tuo dono è affinare le idee e risolvere problemi pratici, anche se a volte potresti rimuginare troppo o giudicare con durezza i tuoi errori.',
      traits: [
        'Mente analitica',
        'Precisione',
        'Spiegazioni chiare',
        'Soluzione dei problemi',
        'Occhio per i dettagli',
        'Autocritica',
      ],
    },
    libra: {
      text: 'Pensi soppesando le prospettive, e spesso vedi i meriti di più posizioni contemporaneamente. Il tuo modo di parlare tende a essere delicato, garbato e rispettoso. Potresti preferire esplorare le idee con un’altra persona piuttosto che pensare in solitudine, e le decisioni possono richiedere tempo perché l’equità conta moltissimo per te.',
      traits: [
        'Giudizio equilibrato',
        'Parola garbata',
        'Diplomazia',
        'Senso di equità',
        'Ragionamento condiviso',
        'Indecisione',
      ],
    },
    scorpio: {
      text: 'La tua mente è penetrante e indagatrice, attratta da tutto ciò che si muove sotto la superficie di una conversazione. Tendi a tenere per te i tuoi pensieri e a scegliere le parole con uno scopo preciso. Ricerca, psicologia e misteri irrisolti potrebbero affascinarti, e spesso intuisci ciò che gli altri lasciano non detto.',
      traits: [
        'Mente indagatrice',
        'Perspicacia',
        'Discrezione',
        'Parole mirate',
        'Concentrazione profonda',
        'Intuito psicologico',
      ],
    },
    sagittarius: {
      text: 'La tua mente cerca il quadro d’insieme e intreccia idee separate in una filosofia o in un racconto più ampi. Il tuo modo di parlare è franco, entusiasta e spesso divertente. Potresti imparare meglio viaggiando, insegnando o in un dibattito aperto, e anche se i dettagli minuti possono annoiarti, il tuo senso del significato aiuta gli altri a vedere dove stanno andando le cose.',
      traits: ['Visione d’insieme', 'Franchezza', 'Entusiasmo', 'Mente filosofica', 'Umorismo', 'Sete di sapere'],
    },
    capricorn: {
      text: 'Il tuo pensiero è strutturato, realistico e concentrato su ciò che funziona davvero. Tendi a comunicare con essenzialità, dicendo ciò che va detto e poco di più. La pianificazione a lungo termine ti viene facile, e le persone potrebbero fidarsi del tuo giudizio perché le tue parole sono misurate e le tue idee sono fatte per durare.',
      traits: [
        'Pensiero strutturato',
        'Realismo',
        'Parole misurate',
        'Pianificazione a lungo termine',
        'Disciplina mentale',
        'Umorismo asciutto',
      ],
    },
    aquarius: {
      text: 'La tua mente è originale e indipendente, e spesso arriva a idee che sembrano in anticipo sui tempi. Tendi a ragionare in modo obiettivo e ti appassionano le questioni che riguardano sistemi, tecnologia o società. Il tuo modo di esprimerti può essere sorprendente e inventivo, e potresti restare saldamente sulle tue posizioni anche mentre difendi il libero confronto.',
      traits: [
        'Idee originali',
        'Obiettività',
        'Inventiva',
        'Mente indipendente',
        'Sguardo al futuro',
        'Ostinazione intellettuale',
      ],
    },
    pisces: {
      text: 'Tendi a pensare per immagini, impressioni e associazioni più che in linea retta. La tua immaginazione è ricca, e spesso il tuo intuito conosce la risposta prima che la logica lo raggiunga. Potresti esprimerti al meglio attraverso l’arte, la musica o le metafore, e un po’ di struttura, usata con delicatezza, può aiutarti a trasformare le idee ispirate in qualcosa da condividere.',
      traits: [
        'Pensiero immaginativo',
        'Intuito',
        'Espressione poetica',
        'Ascolto empatico',
        'Mente visiva',
        'Attenzione diffusa',
      ],
    },
  },
};

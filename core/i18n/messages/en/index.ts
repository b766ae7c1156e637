/** The English catalogue, area by area: the source every other language is written from. */
import common from './common.json';
import nav from './nav.json';
import auth from './auth.json';
import profile from './profile.json';
import payments from './payments.json';
import chart from './chart.json';
import places from './places.json';
import compatibility from './compatibility.json';
import horoscope from './horoscope.json';
import landing from './landing.json';
import pages from './pages.json';
import pwa from './pwa.json';
import errors from './errors.json';
import email from './email.json';
import astro from './astro.json';
import sky from './sky.json';
import stella from './stella.json';
import numerology from './numerology.json';
import tarot from './tarot.json';
import game from './game.json';
import admin from './admin.json';

export default {
  ...common,
  ...nav,
  ...auth,
  ...profile,
  ...payments,
  ...chart,
  ...places,
  ...compatibility,
  ...horoscope,
  ...landing,
  ...pages,
  ...pwa,
  ...errors,
  ...email,
  ...astro,
  ...sky,
  ...stella,
  ...numerology,
  ...tarot,
  ...game,
  ...admin,
};

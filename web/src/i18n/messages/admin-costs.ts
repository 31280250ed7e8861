import { area } from './area.ts';

/** /Admin/Costs: what reading documents with a model cost, per day and model. */
export const adminCosts = area(
  {
    'aiCosts.intro':
      'Every extraction attempt, its pages and tokens and the estimated cost of its model (AI:Prices, in US dollars), by Brussels day. Attempts without a language model cost nothing and are counted as “(no model)”.',
    'aiCosts.from': 'From',
    'aiCosts.to': 'Through',
    'aiCosts.dayInvalid': 'Not a day: type dd/mm/yyyy',
    'aiCosts.chart': 'Estimated cost per day and model (USD)',
    'aiCosts.tokensChart': 'Tokens per day (prompt and completion)',
    'aiCosts.day': 'Day',
    'aiCosts.model': 'Model',
    'aiCosts.attempts': 'Attempts',
    'aiCosts.failed': 'Failed',
    'aiCosts.pages': 'Pages',
    'aiCosts.promptTokens': 'Prompt tokens',
    'aiCosts.completionTokens': 'Completion tokens',
    'aiCosts.cost': 'Estimated cost',
    'aiCosts.unpriced':
      '{count, plural, one {# attempt} other {# attempts}} of a model without a price: not in the sum',
    'aiCosts.total': 'Total',
    'aiCosts.none': 'No extraction attempt in these days.',
  },
  {
    'aiCosts.intro':
      'Elke extractiepoging, haar pagina’s en tokens en de geschatte kost van haar model (AI:Prices, in US-dollar), per Brusselse dag. Pogingen zonder taalmodel kosten niets en tellen als “(no model)”.',
    'aiCosts.from': 'Van',
    'aiCosts.to': 'Tot en met',
    'aiCosts.dayInvalid': 'Geen dag: typ dd/mm/jjjj',
    'aiCosts.chart': 'Geschatte kost per dag en model (USD)',
    'aiCosts.tokensChart': 'Tokens per dag (prompt en antwoord)',
    'aiCosts.day': 'Dag',
    'aiCosts.model': 'Model',
    'aiCosts.attempts': 'Pogingen',
    'aiCosts.failed': 'Mislukt',
    'aiCosts.pages': 'Pagina’s',
    'aiCosts.promptTokens': 'Prompttokens',
    'aiCosts.completionTokens': 'Antwoordtokens',
    'aiCosts.cost': 'Geschatte kost',
    'aiCosts.unpriced':
      '{count, plural, one {# poging} other {# pogingen}} van een model zonder prijs: niet in de som',
    'aiCosts.total': 'Totaal',
    'aiCosts.none': 'Geen extractiepoging op deze dagen.',
  },
  {
    'aiCosts.intro':
      'Chaque tentative d’extraction, ses pages et jetons et le coût estimé de son modèle (AI:Prices, en dollars US), par jour à Bruxelles. Les tentatives sans modèle de langage ne coûtent rien et comptent comme « (no model) ».',
    'aiCosts.from': 'Du',
    'aiCosts.to': 'Au (inclus)',
    'aiCosts.dayInvalid': 'Ce n’est pas un jour : tapez jj/mm/aaaa',
    'aiCosts.chart': 'Coût estimé par jour et par modèle (USD)',
    'aiCosts.tokensChart': 'Jetons par jour (prompt et réponse)',
    'aiCosts.day': 'Jour',
    'aiCosts.model': 'Modèle',
    'aiCosts.attempts': 'Tentatives',
    'aiCosts.failed': 'Échouées',
    'aiCosts.pages': 'Pages',
    'aiCosts.promptTokens': 'Jetons de prompt',
    'aiCosts.completionTokens': 'Jetons de réponse',
    'aiCosts.cost': 'Coût estimé',
    'aiCosts.unpriced':
      '{count, plural, one {# tentative} other {# tentatives}} d’un modèle sans prix : hors de la somme',
    'aiCosts.total': 'Total',
    'aiCosts.none': 'Aucune tentative d’extraction ces jours-là.',
  },
);

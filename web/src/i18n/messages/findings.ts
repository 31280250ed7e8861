import { area } from './area.ts';

/** What customs would refuse in a partner's declaration as it arrived, on the dossier page. */
export const findings = area(
  {
    'findings.title':
      '{count, plural, one {# value customs would refuse} other {# values customs would refuse}}',
    'findings.intro':
      'Stored as the partner sent it. Filing refuses the dossier until it is corrected.',
    'findings.rule': 'Filing rule {rule}',
    'findings.setting': 'Company setting {key}',
    'findings.goodsItem': 'Goods item {number}',
    'findings.house': 'House consignment {number}',
    'findings.containerAt': 'container {number}',
    'findings.unlocode': 'UN/LOCODE',
  },
  {
    'findings.title':
      '{count, plural, one {# waarde die de douane zou weigeren} other {# waarden die de douane zou weigeren}}',
    'findings.intro':
      'Bewaard zoals de partner het stuurde. Het indienen wordt geweigerd tot het verbeterd is.',
    'findings.rule': 'Indieningsregel {rule}',
    'findings.setting': 'Bedrijfsinstelling {key}',
    'findings.goodsItem': 'Goederenartikel {number}',
    'findings.house': 'Deelzending {number}',
    'findings.containerAt': 'container {number}',
    'findings.unlocode': 'UN/LOCODE',
  },
  {
    'findings.title':
      '{count, plural, one {# valeur que la douane refuserait} other {# valeurs que la douane refuserait}}',
    'findings.intro':
      'Conservé tel que le partenaire l’a envoyé. Le dépôt est refusé tant qu’il n’est pas corrigé.',
    'findings.rule': 'Règle de dépôt {rule}',
    'findings.setting': 'Paramètre de l’entreprise {key}',
    'findings.goodsItem': 'Article {number}',
    'findings.house': 'Envoi partiel {number}',
    'findings.containerAt': 'conteneur {number}',
    'findings.unlocode': 'UN/LOCODE',
  },
);

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { guessLanguage } from './text-language.ts';

describe('the language of a text, by its common short words', () => {
  it('tells Dutch, French, German and English apart', () => {
    assert.equal(
      guessLanguage(
        'Het bedrag van de factuur wordt op uw rekening gestort. Dit is een herinnering voor de betaling van deze factuur, met de korting en ook met de kosten.',
      ),
      'nl',
    );
    assert.equal(
      guessLanguage(
        'Le montant de la facture est prélevé sur votre compte. Les taxes sont dans le total, avec la TVA et les frais pour cette livraison.',
      ),
      'fr',
    );
    assert.equal(
      guessLanguage(
        'Der Betrag der Rechnung ist mit der Lieferung fällig. Die Ware und das Zubehör sind nicht im Preis, für die Fracht und den Zoll zu zahlen.',
      ),
      'de',
    );
    assert.equal(
      guessLanguage(
        'Thank you for your order. The total of this invoice is due with the reference from your order, by transfer to our bank.',
      ),
      'en',
    );
  });

  it('says nothing of a short text or one where two languages are close', () => {
    assert.equal(guessLanguage('Ship to: Jean de la Fontaine, 12 Rue de Londres'), undefined);
    assert.equal(guessLanguage('the and of to for with le la les des du et pour sur'), undefined);
  });

  it("tells a terse invoice's language by its titles and labels, when asked to", () => {
    const dutch =
      'FACTUUR Factuurnummer 1234567890 BTW Nummer Aantal Omschrijving Bedrag Subtotaal';
    assert.equal(guessLanguage(dutch), undefined);
    assert.equal(guessLanguage(dutch, { tradeWords: true, enough: 4 }), 'nl');
    const german =
      'Rechnungsdatum 01.02.2020 Rechnungsnummer AD1234567 MENGE EINZELPREIS Zwischensumme';
    assert.equal(guessLanguage(german, { tradeWords: true, enough: 4 }), 'de');
    assert.equal(guessLanguage('Invoice Amount Due', { tradeWords: true, enough: 4 }), undefined);
  });
});

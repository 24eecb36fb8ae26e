import * as vi from '../../lib/messages/index';

/** The ask-an-estimate form (spec 2.10): a popup with script, outside the wishlist form so it never holds up its post. */
export function EstimateForm({ wishlistId }: { wishlistId: number }) {
  return (
    <div id="ask_an_estimate_popup" className="yith-wcwl-popup-form ask-an-estimate-popup" role="dialog" aria-modal="true" aria-labelledby="ask_an_estimate_title" hidden>
      <p className="popup-description" id="ask_an_estimate_title">{vi.wishlist.askEstimate}</p>
      <div className="yith-ask-an-estimate-form" data-wishlist-id={wishlistId}>
        <p className="form-row">
          <label htmlFor="reply_email">{vi.wishlist.estimateEmail}</label>
          <input type="email" id="reply_email" name="reply_email" autoComplete="email" />
        </p>
        <p className="form-row">
          <label htmlFor="additional_notes">{vi.wishlist.estimateNotes}</label>
          <textarea id="additional_notes" name="additional_notes" rows={4} maxLength={2000} />
        </p>
        <button type="button" className="button btn-primary submit-estimate">{vi.wishlist.estimateSend}</button>
      </div>
    </div>
  );
}
